; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"A", ptr noalias %"B", ptr noalias %"C", ptr noalias %"PA", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [448 x i64], align 64
  %"par.next" = alloca i64, align 64
  br label %"body"
body:
  %".7" = icmp slt i64 %"num_threads", 64
  %".8" = select  i1 %".7", i64 %"num_threads", i64 64
  %".9" = icmp sgt i64 %".8", 1
  %".10" = select  i1 %".9", i64 %".8", i64 1
  %".11" = icmp slt i64 %".10", 2
  %".12" = select  i1 %".11", i64 %".10", i64 2
  %".13" = icmp sgt i64 %".12", 1
  %".14" = select  i1 %".13", i64 %".12", i64 1
  store i64 0, ptr %"par.next"
  %".16" = mul i64 %".14", 16
  %".17" = sub i64 %".16", 1
  %".18" = add i64 2, %".17"
  %".19" = sdiv i64 %".18", %".16"
  %".20" = icmp sgt i64 %".19", 1
  %".21" = select  i1 %".20", i64 %".19", i64 1
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".58", %"par.fill.body"]
  %".23" = icmp slt i64 %"par.fill", %".14"
  br i1 %".23", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".25" = mul i64 %"par.fill", 7
  %".26" = add i64 %".25", 0
  %".27" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".26"
  store i64 %".21", ptr %".27"
  %".29" = mul i64 %"par.fill", 7
  %".30" = add i64 %".29", 1
  %".31" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".30"
  store i64 2, ptr %".31"
  %".33" = ptrtoint ptr %"par.next" to i64
  %".34" = mul i64 %"par.fill", 7
  %".35" = add i64 %".34", 2
  %".36" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".35"
  store i64 %".33", ptr %".36"
  %".38" = ptrtoint ptr %"A" to i64
  %".39" = mul i64 %"par.fill", 7
  %".40" = add i64 %".39", 3
  %".41" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".40"
  store i64 %".38", ptr %".41"
  %".43" = ptrtoint ptr %"B" to i64
  %".44" = mul i64 %"par.fill", 7
  %".45" = add i64 %".44", 4
  %".46" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".45"
  store i64 %".43", ptr %".46"
  %".48" = ptrtoint ptr %"C" to i64
  %".49" = mul i64 %"par.fill", 7
  %".50" = add i64 %".49", 5
  %".51" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".50"
  store i64 %".48", ptr %".51"
  %".53" = ptrtoint ptr %"PA" to i64
  %".54" = mul i64 %"par.fill", 7
  %".55" = add i64 %".54", 6
  %".56" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".55"
  store i64 %".53", ptr %".56"
  %".58" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".60" = mul i64 0, 7
  %".61" = add i64 %".60", 0
  %".62" = getelementptr inbounds [448 x i64], ptr %"par.ctx", i64 0, i64 %".61"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".62", i64 56, i64 %".14")
  ret void
}

define internal ptr @"kernel_par1"(ptr %".1") #0
{
entry:
  %"C_acc" = alloca [48 x float], align 64
  br label %"body"
body:
  %".3" = getelementptr inbounds i64, ptr %".1", i64 0
  %".4" = load i64, ptr %".3"
  %".5" = getelementptr inbounds i64, ptr %".1", i64 1
  %".6" = load i64, ptr %".5"
  %".7" = getelementptr inbounds i64, ptr %".1", i64 2
  %".8" = load i64, ptr %".7"
  %".9" = inttoptr i64 %".8" to ptr
  %".10" = getelementptr inbounds i64, ptr %".1", i64 3
  %".11" = load i64, ptr %".10"
  %".12" = inttoptr i64 %".11" to ptr
  %".13" = getelementptr inbounds i64, ptr %".1", i64 4
  %".14" = load i64, ptr %".13"
  %".15" = inttoptr i64 %".14" to ptr
  %".16" = getelementptr inbounds i64, ptr %".1", i64 5
  %".17" = load i64, ptr %".16"
  %".18" = inttoptr i64 %".17" to ptr
  %".19" = getelementptr inbounds i64, ptr %".1", i64 6
  %".20" = load i64, ptr %".19"
  %".21" = inttoptr i64 %".20" to ptr
  br label %"chunk.take"
chunk.take:
  %".23" = atomicrmw add ptr %".9", i64 %".4" monotonic
  %".24" = icmp slt i64 %".23", %".6"
  br i1 %".24", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".26" = add i64 %".23", %".4"
  %".27" = icmp slt i64 %".26", %".6"
  %".28" = select  i1 %".27", i64 %".26", i64 %".6"
  br label %"C_if.1.head"
chunk.done:
  ret ptr null
C_if.1.head:
  %"C_if.1" = phi  i64 [%".23", %"chunk.run"], [%".194", %"C_koo.2.exit"]
  %".30" = icmp slt i64 %"C_if.1", %".28"
  br i1 %".30", label %"C_if.1.body", label %"C_if.1.exit"
C_if.1.body:
  br label %"C_koo.2.head"
C_if.1.exit:
  br label %"chunk.take"
C_koo.2.head:
  %"C_koo.2" = phi  i64 [0, %"C_if.1.body"], [%".192", %"ro.3.exit"]
  %".33" = icmp slt i64 %"C_koo.2", 1
  br i1 %".33", label %"C_koo.2.body", label %"C_koo.2.exit"
C_koo.2.body:
  br label %"ro.3.head"
C_koo.2.exit:
  %".194" = add nsw i64 %"C_if.1", 1
  br label %"C_if.1.head"
ro.3.head:
  %"ro.3" = phi  i64 [0, %"C_koo.2.body"], [%".190", %"C_joi.6.exit"]
  %".36" = icmp slt i64 %"ro.3", 1
  br i1 %".36", label %"ro.3.body", label %"ro.3.exit"
ro.3.body:
  br label %"PA_if.4.head"
ro.3.exit:
  %".192" = add nsw i64 %"C_koo.2", 1
  br label %"C_koo.2.head"
PA_if.4.head:
  %"PA_if.4" = phi  i64 [0, %"ro.3.body"], [%".68", %"PA_k.5.exit"]
  %".39" = icmp slt i64 %"PA_if.4", 1
  br i1 %".39", label %"PA_if.4.body", label %"PA_if.4.exit"
PA_if.4.body:
  br label %"PA_k.5.head"
PA_if.4.exit:
  br label %"C_joi.6.head"
PA_k.5.head:
  %"PA_k.5" = phi  i64 [0, %"PA_if.4.body"], [%".66", %"PA_k.5.body"]
  %".42" = icmp slt i64 %"PA_k.5", 2
  br i1 %".42", label %"PA_k.5.body", label %"PA_k.5.exit"
PA_k.5.body:
  %".44" = mul i64 %"C_if.1", 6
  %".45" = mul i64 %"PA_if.4", 6
  %".46" = add i64 %".44", %".45"
  %".47" = mul i64 %"ro.3", 6
  %".48" = add i64 %".46", %".47"
  %".49" = mul i64 %"PA_k.5", 3
  %".50" = add i64 %".48", %".49"
  %".51" = getelementptr inbounds float, ptr %".21", i64 %".50"
  %".52" = mul i64 %"ro.3", 2
  %".53" = add i64 %".46", %".52"
  %".54" = add i64 %".53", %"PA_k.5"
  %".55" = getelementptr inbounds float, ptr %".12", i64 %".54"
  %".56" = load float, ptr %".55", align 4
  store float %".56", ptr %".51", align 4
  %".58" = getelementptr inbounds float, ptr %".51", i64 1
  %".59" = getelementptr inbounds float, ptr %".55", i64 2
  %".60" = load float, ptr %".59", align 4
  store float %".60", ptr %".58", align 4
  %".62" = getelementptr inbounds float, ptr %".51", i64 2
  %".63" = getelementptr inbounds float, ptr %".55", i64 4
  %".64" = load float, ptr %".63", align 4
  store float %".64", ptr %".62", align 4
  %".66" = add nsw i64 %"PA_k.5", 1
  br label %"PA_k.5.head"
PA_k.5.exit:
  %".68" = add nsw i64 %"PA_if.4", 1
  br label %"PA_if.4.head"
C_joi.6.head:
  %"C_joi.6" = phi  i64 [0, %"PA_if.4.exit"], [%".188", %"C_koi.7.exit"]
  %".71" = icmp slt i64 %"C_joi.6", 1
  br i1 %".71", label %"C_joi.6.body", label %"C_joi.6.exit"
C_joi.6.body:
  br label %"C_koi.7.head"
C_joi.6.exit:
  %".190" = add nsw i64 %"ro.3", 1
  br label %"ro.3.head"
C_koi.7.head:
  %"C_koi.7" = phi  i64 [0, %"C_joi.6.body"], [%".186", %"rio.8.exit"]
  %".74" = icmp slt i64 %"C_koi.7", 1
  br i1 %".74", label %"C_koi.7.body", label %"C_koi.7.exit"
C_koi.7.body:
  %".76" = getelementptr inbounds float, ptr %"C_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".76", align 4
  %".78" = getelementptr inbounds float, ptr %"C_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".78", align 4
  %".80" = getelementptr inbounds float, ptr %"C_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".80", align 4
  br label %"rio.8.head"
C_koi.7.exit:
  %".188" = add nsw i64 %"C_joi.6", 1
  br label %"C_joi.6.head"
rio.8.head:
  %"rio.8" = phi  i64 [0, %"C_koi.7.body"], [%".165", %"rio.8.body"]
  %".83" = icmp slt i64 %"rio.8", 1
  br i1 %".83", label %"rio.8.body", label %"rio.8.exit"
rio.8.body:
  %".85" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".86" = mul i64 %"C_if.1", 6
  %".87" = mul i64 %"C_joi.6", 6
  %".88" = add i64 %".86", %".87"
  %".89" = mul i64 %"ro.3", 6
  %".90" = add i64 %".88", %".89"
  %".91" = mul i64 %"rio.8", 6
  %".92" = add i64 %".90", %".91"
  %".93" = getelementptr inbounds float, ptr %".21", i64 %".92"
  %".94" = load float, ptr %".93", align 4
  %".95" = mul i64 %"C_if.1", 32
  %".96" = mul i64 %"ro.3", 32
  %".97" = add i64 %".95", %".96"
  %".98" = mul i64 %"rio.8", 32
  %".99" = add i64 %".97", %".98"
  %".100" = mul i64 %"C_koo.2", 16
  %".101" = add i64 %".99", %".100"
  %".102" = mul i64 %"C_koi.7", 16
  %".103" = add i64 %".101", %".102"
  %".104" = getelementptr inbounds float, ptr %".15", i64 %".103"
  %".105" = load <16 x float>, ptr %".104", align 4
  %".106" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".107" = load <16 x float>, ptr %".106", align 4
  %".108" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".94", i32 0
  %".109" = shufflevector <16 x float> %".108", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".110" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".109", <16 x float> %".105", <16 x float> %".107")
  store <16 x float> %".110", ptr %".85", align 4
  %".112" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".113" = getelementptr inbounds float, ptr %".93", i64 1
  %".114" = load float, ptr %".113", align 4
  %".115" = load <16 x float>, ptr %".104", align 4
  %".116" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".117" = load <16 x float>, ptr %".116", align 4
  %".118" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".114", i32 0
  %".119" = shufflevector <16 x float> %".118", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".120" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".119", <16 x float> %".115", <16 x float> %".117")
  store <16 x float> %".120", ptr %".112", align 4
  %".122" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".123" = getelementptr inbounds float, ptr %".93", i64 2
  %".124" = load float, ptr %".123", align 4
  %".125" = load <16 x float>, ptr %".104", align 4
  %".126" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".127" = load <16 x float>, ptr %".126", align 4
  %".128" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".124", i32 0
  %".129" = shufflevector <16 x float> %".128", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".130" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".129", <16 x float> %".125", <16 x float> %".127")
  store <16 x float> %".130", ptr %".122", align 4
  %".132" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".133" = getelementptr inbounds float, ptr %".93", i64 3
  %".134" = load float, ptr %".133", align 4
  %".135" = getelementptr inbounds float, ptr %".104", i64 16
  %".136" = load <16 x float>, ptr %".135", align 4
  %".137" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".138" = load <16 x float>, ptr %".137", align 4
  %".139" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".134", i32 0
  %".140" = shufflevector <16 x float> %".139", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".141" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".140", <16 x float> %".136", <16 x float> %".138")
  store <16 x float> %".141", ptr %".132", align 4
  %".143" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".144" = getelementptr inbounds float, ptr %".93", i64 4
  %".145" = load float, ptr %".144", align 4
  %".146" = getelementptr inbounds float, ptr %".104", i64 16
  %".147" = load <16 x float>, ptr %".146", align 4
  %".148" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".149" = load <16 x float>, ptr %".148", align 4
  %".150" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".145", i32 0
  %".151" = shufflevector <16 x float> %".150", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".152" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".151", <16 x float> %".147", <16 x float> %".149")
  store <16 x float> %".152", ptr %".143", align 4
  %".154" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".155" = getelementptr inbounds float, ptr %".93", i64 5
  %".156" = load float, ptr %".155", align 4
  %".157" = getelementptr inbounds float, ptr %".104", i64 16
  %".158" = load <16 x float>, ptr %".157", align 4
  %".159" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".160" = load <16 x float>, ptr %".159", align 4
  %".161" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".156", i32 0
  %".162" = shufflevector <16 x float> %".161", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".163" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".162", <16 x float> %".158", <16 x float> %".160")
  store <16 x float> %".163", ptr %".154", align 4
  %".165" = add nsw i64 %"rio.8", 1
  br label %"rio.8.head"
rio.8.exit:
  %".167" = mul i64 %"C_if.1", 48
  %".168" = mul i64 %"C_joi.6", 48
  %".169" = add i64 %".167", %".168"
  %".170" = mul i64 %"C_koo.2", 16
  %".171" = add i64 %".169", %".170"
  %".172" = mul i64 %"C_koi.7", 16
  %".173" = add i64 %".171", %".172"
  %".174" = getelementptr inbounds float, ptr %".18", i64 %".173"
  %".175" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".176" = load <16 x float>, ptr %".175", align 4
  store <16 x float> %".176", ptr %".174", align 4
  %".178" = getelementptr inbounds float, ptr %".174", i64 16
  %".179" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".180" = load <16 x float>, ptr %".179", align 4
  store <16 x float> %".180", ptr %".178", align 4
  %".182" = getelementptr inbounds float, ptr %".174", i64 32
  %".183" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".184" = load <16 x float>, ptr %".183", align 4
  store <16 x float> %".184", ptr %".182", align 4
  %".186" = add nsw i64 %"C_koi.7", 1
  br label %"C_koi.7.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
