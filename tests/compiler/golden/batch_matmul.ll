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
  %"range" = phi  i64 [0, %"body"], [%".213", %"chunk.done"]
  %".27" = icmp slt i64 %"range", %".13"
  br i1 %".27", label %"range.body", label %"range.exit"
range.body:
  %".29" = add i64 %".11", %"range"
  %".30" = icmp sge i64 %".29", %".13"
  %".31" = sub i64 %".29", %".13"
  %".32" = select  i1 %".30", i64 %".31", i64 %".29"
  %".33" = add i64 %".32", 1
  %".34" = mul i64 %".33", %".6"
  %".35" = sdiv i64 %".34", %".13"
  %".36" = mul i64 %".32", 8
  %".37" = getelementptr inbounds i64, ptr %".9", i64 %".36"
  br label %"chunk.take"
range.exit:
  ret ptr null
chunk.take:
  %".39" = atomicrmw add ptr %".37", i64 %".4" monotonic
  %".40" = icmp slt i64 %".39", %".35"
  br i1 %".40", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".42" = add i64 %".39", %".4"
  %".43" = icmp slt i64 %".42", %".35"
  %".44" = select  i1 %".43", i64 %".42", i64 %".35"
  br label %"C_if.1.head"
chunk.done:
  %".213" = add nsw i64 %"range", 1
  br label %"range.head"
C_if.1.head:
  %"C_if.1" = phi  i64 [%".39", %"chunk.run"], [%".210", %"C_koo.2.exit"]
  %".46" = icmp slt i64 %"C_if.1", %".44"
  br i1 %".46", label %"C_if.1.body", label %"C_if.1.exit"
C_if.1.body:
  br label %"C_koo.2.head"
C_if.1.exit:
  br label %"chunk.take"
C_koo.2.head:
  %"C_koo.2" = phi  i64 [0, %"C_if.1.body"], [%".208", %"ro.3.exit"]
  %".49" = icmp slt i64 %"C_koo.2", 1
  br i1 %".49", label %"C_koo.2.body", label %"C_koo.2.exit"
C_koo.2.body:
  br label %"ro.3.head"
C_koo.2.exit:
  %".210" = add nsw i64 %"C_if.1", 1
  br label %"C_if.1.head"
ro.3.head:
  %"ro.3" = phi  i64 [0, %"C_koo.2.body"], [%".206", %"C_joi.6.exit"]
  %".52" = icmp slt i64 %"ro.3", 1
  br i1 %".52", label %"ro.3.body", label %"ro.3.exit"
ro.3.body:
  br label %"PA_if.4.head"
ro.3.exit:
  %".208" = add nsw i64 %"C_koo.2", 1
  br label %"C_koo.2.head"
PA_if.4.head:
  %"PA_if.4" = phi  i64 [0, %"ro.3.body"], [%".84", %"PA_k.5.exit"]
  %".55" = icmp slt i64 %"PA_if.4", 1
  br i1 %".55", label %"PA_if.4.body", label %"PA_if.4.exit"
PA_if.4.body:
  br label %"PA_k.5.head"
PA_if.4.exit:
  br label %"C_joi.6.head"
PA_k.5.head:
  %"PA_k.5" = phi  i64 [0, %"PA_if.4.body"], [%".82", %"PA_k.5.body"]
  %".58" = icmp slt i64 %"PA_k.5", 2
  br i1 %".58", label %"PA_k.5.body", label %"PA_k.5.exit"
PA_k.5.body:
  %".60" = mul i64 %"C_if.1", 6
  %".61" = mul i64 %"PA_if.4", 6
  %".62" = add i64 %".60", %".61"
  %".63" = mul i64 %"ro.3", 6
  %".64" = add i64 %".62", %".63"
  %".65" = mul i64 %"PA_k.5", 3
  %".66" = add i64 %".64", %".65"
  %".67" = getelementptr inbounds float, ptr %".25", i64 %".66"
  %".68" = mul i64 %"ro.3", 2
  %".69" = add i64 %".62", %".68"
  %".70" = add i64 %".69", %"PA_k.5"
  %".71" = getelementptr inbounds float, ptr %".16", i64 %".70"
  %".72" = load float, ptr %".71", align 4
  store float %".72", ptr %".67", align 4
  %".74" = getelementptr inbounds float, ptr %".67", i64 1
  %".75" = getelementptr inbounds float, ptr %".71", i64 2
  %".76" = load float, ptr %".75", align 4
  store float %".76", ptr %".74", align 4
  %".78" = getelementptr inbounds float, ptr %".67", i64 2
  %".79" = getelementptr inbounds float, ptr %".71", i64 4
  %".80" = load float, ptr %".79", align 4
  store float %".80", ptr %".78", align 4
  %".82" = add nsw i64 %"PA_k.5", 1
  br label %"PA_k.5.head"
PA_k.5.exit:
  %".84" = add nsw i64 %"PA_if.4", 1
  br label %"PA_if.4.head"
C_joi.6.head:
  %"C_joi.6" = phi  i64 [0, %"PA_if.4.exit"], [%".204", %"C_koi.7.exit"]
  %".87" = icmp slt i64 %"C_joi.6", 1
  br i1 %".87", label %"C_joi.6.body", label %"C_joi.6.exit"
C_joi.6.body:
  br label %"C_koi.7.head"
C_joi.6.exit:
  %".206" = add nsw i64 %"ro.3", 1
  br label %"ro.3.head"
C_koi.7.head:
  %"C_koi.7" = phi  i64 [0, %"C_joi.6.body"], [%".202", %"rio.8.exit"]
  %".90" = icmp slt i64 %"C_koi.7", 1
  br i1 %".90", label %"C_koi.7.body", label %"C_koi.7.exit"
C_koi.7.body:
  %".92" = getelementptr inbounds float, ptr %"C_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".92", align 4
  %".94" = getelementptr inbounds float, ptr %"C_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".94", align 4
  %".96" = getelementptr inbounds float, ptr %"C_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".96", align 4
  br label %"rio.8.head"
C_koi.7.exit:
  %".204" = add nsw i64 %"C_joi.6", 1
  br label %"C_joi.6.head"
rio.8.head:
  %"rio.8" = phi  i64 [0, %"C_koi.7.body"], [%".181", %"rio.8.body"]
  %".99" = icmp slt i64 %"rio.8", 1
  br i1 %".99", label %"rio.8.body", label %"rio.8.exit"
rio.8.body:
  %".101" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".102" = mul i64 %"C_if.1", 6
  %".103" = mul i64 %"C_joi.6", 6
  %".104" = add i64 %".102", %".103"
  %".105" = mul i64 %"ro.3", 6
  %".106" = add i64 %".104", %".105"
  %".107" = mul i64 %"rio.8", 6
  %".108" = add i64 %".106", %".107"
  %".109" = getelementptr inbounds float, ptr %".25", i64 %".108"
  %".110" = load float, ptr %".109", align 4
  %".111" = mul i64 %"C_if.1", 32
  %".112" = mul i64 %"ro.3", 32
  %".113" = add i64 %".111", %".112"
  %".114" = mul i64 %"rio.8", 32
  %".115" = add i64 %".113", %".114"
  %".116" = mul i64 %"C_koo.2", 16
  %".117" = add i64 %".115", %".116"
  %".118" = mul i64 %"C_koi.7", 16
  %".119" = add i64 %".117", %".118"
  %".120" = getelementptr inbounds float, ptr %".19", i64 %".119"
  %".121" = load <16 x float>, ptr %".120", align 4
  %".122" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".123" = load <16 x float>, ptr %".122", align 4
  %".124" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".110", i32 0
  %".125" = shufflevector <16 x float> %".124", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".126" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".125", <16 x float> %".121", <16 x float> %".123")
  store <16 x float> %".126", ptr %".101", align 4
  %".128" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".129" = getelementptr inbounds float, ptr %".109", i64 1
  %".130" = load float, ptr %".129", align 4
  %".131" = load <16 x float>, ptr %".120", align 4
  %".132" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".133" = load <16 x float>, ptr %".132", align 4
  %".134" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".130", i32 0
  %".135" = shufflevector <16 x float> %".134", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".136" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".135", <16 x float> %".131", <16 x float> %".133")
  store <16 x float> %".136", ptr %".128", align 4
  %".138" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".139" = getelementptr inbounds float, ptr %".109", i64 2
  %".140" = load float, ptr %".139", align 4
  %".141" = load <16 x float>, ptr %".120", align 4
  %".142" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".143" = load <16 x float>, ptr %".142", align 4
  %".144" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".140", i32 0
  %".145" = shufflevector <16 x float> %".144", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".146" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".145", <16 x float> %".141", <16 x float> %".143")
  store <16 x float> %".146", ptr %".138", align 4
  %".148" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".149" = getelementptr inbounds float, ptr %".109", i64 3
  %".150" = load float, ptr %".149", align 4
  %".151" = getelementptr inbounds float, ptr %".120", i64 16
  %".152" = load <16 x float>, ptr %".151", align 4
  %".153" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".154" = load <16 x float>, ptr %".153", align 4
  %".155" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".150", i32 0
  %".156" = shufflevector <16 x float> %".155", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".157" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".156", <16 x float> %".152", <16 x float> %".154")
  store <16 x float> %".157", ptr %".148", align 4
  %".159" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".160" = getelementptr inbounds float, ptr %".109", i64 4
  %".161" = load float, ptr %".160", align 4
  %".162" = getelementptr inbounds float, ptr %".120", i64 16
  %".163" = load <16 x float>, ptr %".162", align 4
  %".164" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".165" = load <16 x float>, ptr %".164", align 4
  %".166" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".161", i32 0
  %".167" = shufflevector <16 x float> %".166", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".168" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".167", <16 x float> %".163", <16 x float> %".165")
  store <16 x float> %".168", ptr %".159", align 4
  %".170" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".171" = getelementptr inbounds float, ptr %".109", i64 5
  %".172" = load float, ptr %".171", align 4
  %".173" = getelementptr inbounds float, ptr %".120", i64 16
  %".174" = load <16 x float>, ptr %".173", align 4
  %".175" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".176" = load <16 x float>, ptr %".175", align 4
  %".177" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".172", i32 0
  %".178" = shufflevector <16 x float> %".177", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".179" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".178", <16 x float> %".174", <16 x float> %".176")
  store <16 x float> %".179", ptr %".170", align 4
  %".181" = add nsw i64 %"rio.8", 1
  br label %"rio.8.head"
rio.8.exit:
  %".183" = mul i64 %"C_if.1", 48
  %".184" = mul i64 %"C_joi.6", 48
  %".185" = add i64 %".183", %".184"
  %".186" = mul i64 %"C_koo.2", 16
  %".187" = add i64 %".185", %".186"
  %".188" = mul i64 %"C_koi.7", 16
  %".189" = add i64 %".187", %".188"
  %".190" = getelementptr inbounds float, ptr %".22", i64 %".189"
  %".191" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".192" = load <16 x float>, ptr %".191", align 4
  store <16 x float> %".192", ptr %".190", align 4
  %".194" = getelementptr inbounds float, ptr %".190", i64 16
  %".195" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".196" = load <16 x float>, ptr %".195", align 4
  store <16 x float> %".196", ptr %".194", align 4
  %".198" = getelementptr inbounds float, ptr %".190", i64 32
  %".199" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".200" = load <16 x float>, ptr %".199", align 4
  store <16 x float> %".200", ptr %".198", align 4
  %".202" = add nsw i64 %"C_koi.7", 1
  br label %"C_koi.7.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
