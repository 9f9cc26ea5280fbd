; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"A", ptr noalias %"B", ptr noalias %"C", ptr noalias %"PA", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [384 x i64], align 64
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
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".51", %"par.fill.body"]
  %".16" = icmp slt i64 %"par.fill", %".14"
  br i1 %".16", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".18" = mul i64 %"par.fill", 2
  %".19" = sdiv i64 %".18", %".14"
  %".20" = mul i64 %"par.fill", 6
  %".21" = add i64 %".20", 0
  %".22" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".21"
  store i64 %".19", ptr %".22"
  %".24" = add i64 %"par.fill", 1
  %".25" = mul i64 %".24", 2
  %".26" = sdiv i64 %".25", %".14"
  %".27" = mul i64 %"par.fill", 6
  %".28" = add i64 %".27", 1
  %".29" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".28"
  store i64 %".26", ptr %".29"
  %".31" = ptrtoint ptr %"A" to i64
  %".32" = mul i64 %"par.fill", 6
  %".33" = add i64 %".32", 2
  %".34" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".33"
  store i64 %".31", ptr %".34"
  %".36" = ptrtoint ptr %"B" to i64
  %".37" = mul i64 %"par.fill", 6
  %".38" = add i64 %".37", 3
  %".39" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".38"
  store i64 %".36", ptr %".39"
  %".41" = ptrtoint ptr %"C" to i64
  %".42" = mul i64 %"par.fill", 6
  %".43" = add i64 %".42", 4
  %".44" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".43"
  store i64 %".41", ptr %".44"
  %".46" = ptrtoint ptr %"PA" to i64
  %".47" = mul i64 %"par.fill", 6
  %".48" = add i64 %".47", 5
  %".49" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".48"
  store i64 %".46", ptr %".49"
  %".51" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".53" = mul i64 0, 6
  %".54" = add i64 %".53", 0
  %".55" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".54"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".55", i64 48, i64 %".14")
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
  br label %"C_if.1.head"
C_if.1.head:
  %"C_if.1" = phi  i64 [%".4", %"body"], [%".184", %"C_koo.2.exit"]
  %".20" = icmp slt i64 %"C_if.1", %".6"
  br i1 %".20", label %"C_if.1.body", label %"C_if.1.exit"
C_if.1.body:
  br label %"C_koo.2.head"
C_if.1.exit:
  ret ptr null
C_koo.2.head:
  %"C_koo.2" = phi  i64 [0, %"C_if.1.body"], [%".182", %"ro.3.exit"]
  %".23" = icmp slt i64 %"C_koo.2", 1
  br i1 %".23", label %"C_koo.2.body", label %"C_koo.2.exit"
C_koo.2.body:
  br label %"ro.3.head"
C_koo.2.exit:
  %".184" = add nsw i64 %"C_if.1", 1
  br label %"C_if.1.head"
ro.3.head:
  %"ro.3" = phi  i64 [0, %"C_koo.2.body"], [%".180", %"C_joi.6.exit"]
  %".26" = icmp slt i64 %"ro.3", 1
  br i1 %".26", label %"ro.3.body", label %"ro.3.exit"
ro.3.body:
  br label %"PA_if.4.head"
ro.3.exit:
  %".182" = add nsw i64 %"C_koo.2", 1
  br label %"C_koo.2.head"
PA_if.4.head:
  %"PA_if.4" = phi  i64 [0, %"ro.3.body"], [%".58", %"PA_k.5.exit"]
  %".29" = icmp slt i64 %"PA_if.4", 1
  br i1 %".29", label %"PA_if.4.body", label %"PA_if.4.exit"
PA_if.4.body:
  br label %"PA_k.5.head"
PA_if.4.exit:
  br label %"C_joi.6.head"
PA_k.5.head:
  %"PA_k.5" = phi  i64 [0, %"PA_if.4.body"], [%".56", %"PA_k.5.body"]
  %".32" = icmp slt i64 %"PA_k.5", 2
  br i1 %".32", label %"PA_k.5.body", label %"PA_k.5.exit"
PA_k.5.body:
  %".34" = mul i64 %"C_if.1", 6
  %".35" = mul i64 %"PA_if.4", 6
  %".36" = add i64 %".34", %".35"
  %".37" = mul i64 %"ro.3", 6
  %".38" = add i64 %".36", %".37"
  %".39" = mul i64 %"PA_k.5", 3
  %".40" = add i64 %".38", %".39"
  %".41" = getelementptr inbounds float, ptr %".18", i64 %".40"
  %".42" = mul i64 %"ro.3", 2
  %".43" = add i64 %".36", %".42"
  %".44" = add i64 %".43", %"PA_k.5"
  %".45" = getelementptr inbounds float, ptr %".9", i64 %".44"
  %".46" = load float, ptr %".45", align 4
  store float %".46", ptr %".41", align 4
  %".48" = getelementptr inbounds float, ptr %".41", i64 1
  %".49" = getelementptr inbounds float, ptr %".45", i64 2
  %".50" = load float, ptr %".49", align 4
  store float %".50", ptr %".48", align 4
  %".52" = getelementptr inbounds float, ptr %".41", i64 2
  %".53" = getelementptr inbounds float, ptr %".45", i64 4
  %".54" = load float, ptr %".53", align 4
  store float %".54", ptr %".52", align 4
  %".56" = add nsw i64 %"PA_k.5", 1
  br label %"PA_k.5.head"
PA_k.5.exit:
  %".58" = add nsw i64 %"PA_if.4", 1
  br label %"PA_if.4.head"
C_joi.6.head:
  %"C_joi.6" = phi  i64 [0, %"PA_if.4.exit"], [%".178", %"C_koi.7.exit"]
  %".61" = icmp slt i64 %"C_joi.6", 1
  br i1 %".61", label %"C_joi.6.body", label %"C_joi.6.exit"
C_joi.6.body:
  br label %"C_koi.7.head"
C_joi.6.exit:
  %".180" = add nsw i64 %"ro.3", 1
  br label %"ro.3.head"
C_koi.7.head:
  %"C_koi.7" = phi  i64 [0, %"C_joi.6.body"], [%".176", %"rio.8.exit"]
  %".64" = icmp slt i64 %"C_koi.7", 1
  br i1 %".64", label %"C_koi.7.body", label %"C_koi.7.exit"
C_koi.7.body:
  %".66" = getelementptr inbounds float, ptr %"C_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".66", align 4
  %".68" = getelementptr inbounds float, ptr %"C_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".68", align 4
  %".70" = getelementptr inbounds float, ptr %"C_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".70", align 4
  br label %"rio.8.head"
C_koi.7.exit:
  %".178" = add nsw i64 %"C_joi.6", 1
  br label %"C_joi.6.head"
rio.8.head:
  %"rio.8" = phi  i64 [0, %"C_koi.7.body"], [%".155", %"rio.8.body"]
  %".73" = icmp slt i64 %"rio.8", 1
  br i1 %".73", label %"rio.8.body", label %"rio.8.exit"
rio.8.body:
  %".75" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".76" = mul i64 %"C_if.1", 6
  %".77" = mul i64 %"C_joi.6", 6
  %".78" = add i64 %".76", %".77"
  %".79" = mul i64 %"ro.3", 6
  %".80" = add i64 %".78", %".79"
  %".81" = mul i64 %"rio.8", 6
  %".82" = add i64 %".80", %".81"
  %".83" = getelementptr inbounds float, ptr %".18", i64 %".82"
  %".84" = load float, ptr %".83", align 4
  %".85" = mul i64 %"C_if.1", 32
  %".86" = mul i64 %"ro.3", 32
  %".87" = add i64 %".85", %".86"
  %".88" = mul i64 %"rio.8", 32
  %".89" = add i64 %".87", %".88"
  %".90" = mul i64 %"C_koo.2", 16
  %".91" = add i64 %".89", %".90"
  %".92" = mul i64 %"C_koi.7", 16
  %".93" = add i64 %".91", %".92"
  %".94" = getelementptr inbounds float, ptr %".12", i64 %".93"
  %".95" = load <16 x float>, ptr %".94", align 4
  %".96" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".97" = load <16 x float>, ptr %".96", align 4
  %".98" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".84", i32 0
  %".99" = shufflevector <16 x float> %".98", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".100" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".99", <16 x float> %".95", <16 x float> %".97")
  store <16 x float> %".100", ptr %".75", align 4
  %".102" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".103" = getelementptr inbounds float, ptr %".83", i64 1
  %".104" = load float, ptr %".103", align 4
  %".105" = load <16 x float>, ptr %".94", align 4
  %".106" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".107" = load <16 x float>, ptr %".106", align 4
  %".108" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".104", i32 0
  %".109" = shufflevector <16 x float> %".108", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".110" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".109", <16 x float> %".105", <16 x float> %".107")
  store <16 x float> %".110", ptr %".102", align 4
  %".112" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".113" = getelementptr inbounds float, ptr %".83", i64 2
  %".114" = load float, ptr %".113", align 4
  %".115" = load <16 x float>, ptr %".94", align 4
  %".116" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".117" = load <16 x float>, ptr %".116", align 4
  %".118" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".114", i32 0
  %".119" = shufflevector <16 x float> %".118", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".120" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".119", <16 x float> %".115", <16 x float> %".117")
  store <16 x float> %".120", ptr %".112", align 4
  %".122" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".123" = getelementptr inbounds float, ptr %".83", i64 3
  %".124" = load float, ptr %".123", align 4
  %".125" = getelementptr inbounds float, ptr %".94", i64 16
  %".126" = load <16 x float>, ptr %".125", align 4
  %".127" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".128" = load <16 x float>, ptr %".127", align 4
  %".129" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".124", i32 0
  %".130" = shufflevector <16 x float> %".129", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".131" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".130", <16 x float> %".126", <16 x float> %".128")
  store <16 x float> %".131", ptr %".122", align 4
  %".133" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".134" = getelementptr inbounds float, ptr %".83", i64 4
  %".135" = load float, ptr %".134", align 4
  %".136" = getelementptr inbounds float, ptr %".94", i64 16
  %".137" = load <16 x float>, ptr %".136", align 4
  %".138" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".139" = load <16 x float>, ptr %".138", align 4
  %".140" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".135", i32 0
  %".141" = shufflevector <16 x float> %".140", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".142" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".141", <16 x float> %".137", <16 x float> %".139")
  store <16 x float> %".142", ptr %".133", align 4
  %".144" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".145" = getelementptr inbounds float, ptr %".83", i64 5
  %".146" = load float, ptr %".145", align 4
  %".147" = getelementptr inbounds float, ptr %".94", i64 16
  %".148" = load <16 x float>, ptr %".147", align 4
  %".149" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".150" = load <16 x float>, ptr %".149", align 4
  %".151" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".146", i32 0
  %".152" = shufflevector <16 x float> %".151", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".153" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".152", <16 x float> %".148", <16 x float> %".150")
  store <16 x float> %".153", ptr %".144", align 4
  %".155" = add nsw i64 %"rio.8", 1
  br label %"rio.8.head"
rio.8.exit:
  %".157" = mul i64 %"C_if.1", 48
  %".158" = mul i64 %"C_joi.6", 48
  %".159" = add i64 %".157", %".158"
  %".160" = mul i64 %"C_koo.2", 16
  %".161" = add i64 %".159", %".160"
  %".162" = mul i64 %"C_koi.7", 16
  %".163" = add i64 %".161", %".162"
  %".164" = getelementptr inbounds float, ptr %".15", i64 %".163"
  %".165" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".166" = load <16 x float>, ptr %".165", align 4
  store <16 x float> %".166", ptr %".164", align 4
  %".168" = getelementptr inbounds float, ptr %".164", i64 16
  %".169" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".170" = load <16 x float>, ptr %".169", align 4
  store <16 x float> %".170", ptr %".168", align 4
  %".172" = getelementptr inbounds float, ptr %".164", i64 32
  %".173" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".174" = load <16 x float>, ptr %".173", align 4
  store <16 x float> %".174", ptr %".172", align 4
  %".176" = add nsw i64 %"C_koi.7", 1
  br label %"C_koi.7.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
