; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"A", ptr noalias %"B", ptr noalias %"C", ptr noalias %"PA", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [576 x i64], align 64
  %"par.next" = alloca [512 x i64], align 64
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
  %".15" = mul i64 %".14", 16
  %".16" = sub i64 %".15", 1
  %".17" = add i64 2, %".16"
  %".18" = sdiv i64 %".17", %".15"
  %".19" = icmp sgt i64 %".18", 1
  %".20" = select  i1 %".19", i64 %".18", i64 1
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".70", %"par.fill.body"]
  %".22" = icmp slt i64 %"par.fill", %".14"
  br i1 %".22", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".24" = mul i64 %"par.fill", 2
  %".25" = sdiv i64 %".24", %".14"
  %".26" = mul i64 %"par.fill", 8
  %".27" = getelementptr inbounds i64, ptr %"par.next", i64 %".26"
  store i64 %".25", ptr %".27"
  %".29" = mul i64 %"par.fill", 9
  %".30" = add i64 %".29", 0
  %".31" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".30"
  store i64 %".20", ptr %".31"
  %".33" = mul i64 %"par.fill", 9
  %".34" = add i64 %".33", 1
  %".35" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".34"
  store i64 2, ptr %".35"
  %".37" = ptrtoint ptr %"par.next" to i64
  %".38" = mul i64 %"par.fill", 9
  %".39" = add i64 %".38", 2
  %".40" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".39"
  store i64 %".37", ptr %".40"
  %".42" = mul i64 %"par.fill", 9
  %".43" = add i64 %".42", 3
  %".44" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".43"
  store i64 %"par.fill", ptr %".44"
  %".46" = mul i64 %"par.fill", 9
  %".47" = add i64 %".46", 4
  %".48" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".47"
  store i64 %".14", ptr %".48"
  %".50" = ptrtoint ptr %"A" to i64
  %".51" = mul i64 %"par.fill", 9
  %".52" = add i64 %".51", 5
  %".53" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".52"
  store i64 %".50", ptr %".53"
  %".55" = ptrtoint ptr %"B" to i64
  %".56" = mul i64 %"par.fill", 9
  %".57" = add i64 %".56", 6
  %".58" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".57"
  store i64 %".55", ptr %".58"
  %".60" = ptrtoint ptr %"C" to i64
  %".61" = mul i64 %"par.fill", 9
  %".62" = add i64 %".61", 7
  %".63" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".62"
  store i64 %".60", ptr %".63"
  %".65" = ptrtoint ptr %"PA" to i64
  %".66" = mul i64 %"par.fill", 9
  %".67" = add i64 %".66", 8
  %".68" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".67"
  store i64 %".65", ptr %".68"
  %".70" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".72" = mul i64 0, 9
  %".73" = add i64 %".72", 0
  %".74" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".73"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".74", i64 72, i64 %".14")
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
  %".12" = getelementptr inbounds i64, ptr %".1", i64 4
  %".13" = load i64, ptr %".12"
  %".14" = getelementptr inbounds i64, ptr %".1", i64 5
  %".15" = load i64, ptr %".14"
  %".16" = inttoptr i64 %".15" to ptr
  %".17" = getelementptr inbounds i64, ptr %".1", i64 6
  %".18" = load i64, ptr %".17"
  %".19" = inttoptr i64 %".18" to ptr
  %".20" = getelementptr inbounds i64, ptr %".1", i64 7
  %".21" = load i64, ptr %".20"
  %".22" = inttoptr i64 %".21" to ptr
  %".23" = getelementptr inbounds i64, ptr %".1", i64 8
  %".24" = load i64, ptr %".23"
  %".25" = inttoptr i64 %".24" to ptr
  br label %"range.head"
range.head:
  %".27" = phi  i64 [0, %"body"], [%".214", %"range.next"]
  %".28" = icmp slt i64 %".27", %".13"
  br i1 %".28", label %"range.enter", label %"chunk.done"
range.enter:
  %".30" = add i64 %".11", %".27"
  %".31" = icmp sge i64 %".30", %".13"
  %".32" = sub i64 %".30", %".13"
  %".33" = select  i1 %".31", i64 %".32", i64 %".30"
  %".34" = add i64 %".33", 1
  %".35" = mul i64 %".34", %".6"
  %".36" = sdiv i64 %".35", %".13"
  %".37" = mul i64 %".33", 8
  %".38" = getelementptr inbounds i64, ptr %".9", i64 %".37"
  br label %"chunk.take"
chunk.take:
  %".40" = atomicrmw add ptr %".38", i64 %".4" monotonic
  %".41" = icmp slt i64 %".40", %".36"
  br i1 %".41", label %"chunk.run", label %"range.next"
chunk.run:
  %".43" = add i64 %".40", %".4"
  %".44" = icmp slt i64 %".43", %".36"
  %".45" = select  i1 %".44", i64 %".43", i64 %".36"
  br label %"C_if.1.head"
range.next:
  %".214" = add i64 %".27", 1
  br label %"range.head"
chunk.done:
  ret ptr null
C_if.1.head:
  %"C_if.1" = phi  i64 [%".40", %"chunk.run"], [%".211", %"C_koo.2.exit"]
  %".47" = icmp slt i64 %"C_if.1", %".45"
  br i1 %".47", label %"C_if.1.body", label %"C_if.1.exit"
C_if.1.body:
  br label %"C_koo.2.head"
C_if.1.exit:
  br label %"chunk.take"
C_koo.2.head:
  %"C_koo.2" = phi  i64 [0, %"C_if.1.body"], [%".209", %"ro.3.exit"]
  %".50" = icmp slt i64 %"C_koo.2", 1
  br i1 %".50", label %"C_koo.2.body", label %"C_koo.2.exit"
C_koo.2.body:
  br label %"ro.3.head"
C_koo.2.exit:
  %".211" = add nsw i64 %"C_if.1", 1
  br label %"C_if.1.head"
ro.3.head:
  %"ro.3" = phi  i64 [0, %"C_koo.2.body"], [%".207", %"C_joi.6.exit"]
  %".53" = icmp slt i64 %"ro.3", 1
  br i1 %".53", label %"ro.3.body", label %"ro.3.exit"
ro.3.body:
  br label %"PA_if.4.head"
ro.3.exit:
  %".209" = add nsw i64 %"C_koo.2", 1
  br label %"C_koo.2.head"
PA_if.4.head:
  %"PA_if.4" = phi  i64 [0, %"ro.3.body"], [%".85", %"PA_k.5.exit"]
  %".56" = icmp slt i64 %"PA_if.4", 1
  br i1 %".56", label %"PA_if.4.body", label %"PA_if.4.exit"
PA_if.4.body:
  br label %"PA_k.5.head"
PA_if.4.exit:
  br label %"C_joi.6.head"
PA_k.5.head:
  %"PA_k.5" = phi  i64 [0, %"PA_if.4.body"], [%".83", %"PA_k.5.body"]
  %".59" = icmp slt i64 %"PA_k.5", 2
  br i1 %".59", label %"PA_k.5.body", label %"PA_k.5.exit"
PA_k.5.body:
  %".61" = mul i64 %"C_if.1", 6
  %".62" = mul i64 %"PA_if.4", 6
  %".63" = add i64 %".61", %".62"
  %".64" = mul i64 %"ro.3", 6
  %".65" = add i64 %".63", %".64"
  %".66" = mul i64 %"PA_k.5", 3
  %".67" = add i64 %".65", %".66"
  %".68" = getelementptr inbounds float, ptr %".25", i64 %".67"
  %".69" = mul i64 %"ro.3", 2
  %".70" = add i64 %".63", %".69"
  %".71" = add i64 %".70", %"PA_k.5"
  %".72" = getelementptr inbounds float, ptr %".16", i64 %".71"
  %".73" = load float, ptr %".72", align 4
  store float %".73", ptr %".68", align 4
  %".75" = getelementptr inbounds float, ptr %".68", i64 1
  %".76" = getelementptr inbounds float, ptr %".72", i64 2
  %".77" = load float, ptr %".76", align 4
  store float %".77", ptr %".75", align 4
  %".79" = getelementptr inbounds float, ptr %".68", i64 2
  %".80" = getelementptr inbounds float, ptr %".72", i64 4
  %".81" = load float, ptr %".80", align 4
  store float %".81", ptr %".79", align 4
  %".83" = add nsw i64 %"PA_k.5", 1
  br label %"PA_k.5.head"
PA_k.5.exit:
  %".85" = add nsw i64 %"PA_if.4", 1
  br label %"PA_if.4.head"
C_joi.6.head:
  %"C_joi.6" = phi  i64 [0, %"PA_if.4.exit"], [%".205", %"C_koi.7.exit"]
  %".88" = icmp slt i64 %"C_joi.6", 1
  br i1 %".88", label %"C_joi.6.body", label %"C_joi.6.exit"
C_joi.6.body:
  br label %"C_koi.7.head"
C_joi.6.exit:
  %".207" = add nsw i64 %"ro.3", 1
  br label %"ro.3.head"
C_koi.7.head:
  %"C_koi.7" = phi  i64 [0, %"C_joi.6.body"], [%".203", %"rio.8.exit"]
  %".91" = icmp slt i64 %"C_koi.7", 1
  br i1 %".91", label %"C_koi.7.body", label %"C_koi.7.exit"
C_koi.7.body:
  %".93" = getelementptr inbounds float, ptr %"C_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".93", align 4
  %".95" = getelementptr inbounds float, ptr %"C_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".95", align 4
  %".97" = getelementptr inbounds float, ptr %"C_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".97", align 4
  br label %"rio.8.head"
C_koi.7.exit:
  %".205" = add nsw i64 %"C_joi.6", 1
  br label %"C_joi.6.head"
rio.8.head:
  %"rio.8" = phi  i64 [0, %"C_koi.7.body"], [%".182", %"rio.8.body"]
  %".100" = icmp slt i64 %"rio.8", 1
  br i1 %".100", label %"rio.8.body", label %"rio.8.exit"
rio.8.body:
  %".102" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".103" = mul i64 %"C_if.1", 6
  %".104" = mul i64 %"C_joi.6", 6
  %".105" = add i64 %".103", %".104"
  %".106" = mul i64 %"ro.3", 6
  %".107" = add i64 %".105", %".106"
  %".108" = mul i64 %"rio.8", 6
  %".109" = add i64 %".107", %".108"
  %".110" = getelementptr inbounds float, ptr %".25", i64 %".109"
  %".111" = load float, ptr %".110", align 4
  %".112" = mul i64 %"C_if.1", 32
  %".113" = mul i64 %"ro.3", 32
  %".114" = add i64 %".112", %".113"
  %".115" = mul i64 %"rio.8", 32
  %".116" = add i64 %".114", %".115"
  %".117" = mul i64 %"C_koo.2", 16
  %".118" = add i64 %".116", %".117"
  %".119" = mul i64 %"C_koi.7", 16
  %".120" = add i64 %".118", %".119"
  %".121" = getelementptr inbounds float, ptr %".19", i64 %".120"
  %".122" = load <16 x float>, ptr %".121", align 4
  %".123" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".124" = load <16 x float>, ptr %".123", align 4
  %".125" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".111", i32 0
  %".126" = shufflevector <16 x float> %".125", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".127" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".126", <16 x float> %".122", <16 x float> %".124")
  store <16 x float> %".127", ptr %".102", align 4
  %".129" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".130" = getelementptr inbounds float, ptr %".110", i64 1
  %".131" = load float, ptr %".130", align 4
  %".132" = load <16 x float>, ptr %".121", align 4
  %".133" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".134" = load <16 x float>, ptr %".133", align 4
  %".135" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".131", i32 0
  %".136" = shufflevector <16 x float> %".135", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".137" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".136", <16 x float> %".132", <16 x float> %".134")
  store <16 x float> %".137", ptr %".129", align 4
  %".139" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".140" = getelementptr inbounds float, ptr %".110", i64 2
  %".141" = load float, ptr %".140", align 4
  %".142" = load <16 x float>, ptr %".121", align 4
  %".143" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".144" = load <16 x float>, ptr %".143", align 4
  %".145" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".141", i32 0
  %".146" = shufflevector <16 x float> %".145", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".147" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".146", <16 x float> %".142", <16 x float> %".144")
  store <16 x float> %".147", ptr %".139", align 4
  %".149" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".150" = getelementptr inbounds float, ptr %".110", i64 3
  %".151" = load float, ptr %".150", align 4
  %".152" = getelementptr inbounds float, ptr %".121", i64 16
  %".153" = load <16 x float>, ptr %".152", align 4
  %".154" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".155" = load <16 x float>, ptr %".154", align 4
  %".156" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".151", i32 0
  %".157" = shufflevector <16 x float> %".156", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".158" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".157", <16 x float> %".153", <16 x float> %".155")
  store <16 x float> %".158", ptr %".149", align 4
  %".160" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".161" = getelementptr inbounds float, ptr %".110", i64 4
  %".162" = load float, ptr %".161", align 4
  %".163" = getelementptr inbounds float, ptr %".121", i64 16
  %".164" = load <16 x float>, ptr %".163", align 4
  %".165" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".166" = load <16 x float>, ptr %".165", align 4
  %".167" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".162", i32 0
  %".168" = shufflevector <16 x float> %".167", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".169" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".168", <16 x float> %".164", <16 x float> %".166")
  store <16 x float> %".169", ptr %".160", align 4
  %".171" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".172" = getelementptr inbounds float, ptr %".110", i64 5
  %".173" = load float, ptr %".172", align 4
  %".174" = getelementptr inbounds float, ptr %".121", i64 16
  %".175" = load <16 x float>, ptr %".174", align 4
  %".176" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".177" = load <16 x float>, ptr %".176", align 4
  %".178" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".173", i32 0
  %".179" = shufflevector <16 x float> %".178", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".180" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".179", <16 x float> %".175", <16 x float> %".177")
  store <16 x float> %".180", ptr %".171", align 4
  %".182" = add nsw i64 %"rio.8", 1
  br label %"rio.8.head"
rio.8.exit:
  %".184" = mul i64 %"C_if.1", 48
  %".185" = mul i64 %"C_joi.6", 48
  %".186" = add i64 %".184", %".185"
  %".187" = mul i64 %"C_koo.2", 16
  %".188" = add i64 %".186", %".187"
  %".189" = mul i64 %"C_koi.7", 16
  %".190" = add i64 %".188", %".189"
  %".191" = getelementptr inbounds float, ptr %".22", i64 %".190"
  %".192" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".193" = load <16 x float>, ptr %".192", align 4
  store <16 x float> %".193", ptr %".191", align 4
  %".195" = getelementptr inbounds float, ptr %".191", i64 16
  %".196" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".197" = load <16 x float>, ptr %".196", align 4
  store <16 x float> %".197", ptr %".195", align 4
  %".199" = getelementptr inbounds float, ptr %".191", i64 32
  %".200" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".201" = load <16 x float>, ptr %".200", align 4
  store <16 x float> %".201", ptr %".199", align 4
  %".203" = add nsw i64 %"C_koi.7", 1
  br label %"C_koi.7.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
