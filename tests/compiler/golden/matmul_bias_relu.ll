; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"A", ptr noalias %"B", ptr noalias %"bias", ptr noalias %"C", ptr noalias %"PB", i64 %"num_threads") #0
{
entry:
  %"C_acc" = alloca [64 x float], align 64
  br label %"body"
body:
  br label %"PB_i.1.head"
PB_i.1.head:
  %"PB_i.1" = phi  i64 [0, %"body"], [%".41", %"PB_j.2.exit"]
  %".9" = icmp slt i64 %"PB_i.1", 2
  br i1 %".9", label %"PB_i.1.body", label %"PB_i.1.exit"
PB_i.1.body:
  br label %"PB_j.2.head"
PB_i.1.exit:
  br label %"C_joo.3.head"
PB_j.2.head:
  %"PB_j.2" = phi  i64 [0, %"PB_i.1.body"], [%".39", %"PB_j.2.body"]
  %".12" = icmp slt i64 %"PB_j.2", 3
  br i1 %".12", label %"PB_j.2.body", label %"PB_j.2.exit"
PB_j.2.body:
  %".14" = mul i64 %"PB_i.1", 48
  %".15" = mul i64 %"PB_j.2", 16
  %".16" = add i64 %".14", %".15"
  %".17" = getelementptr inbounds float, ptr %"PB", i64 %".16"
  %".18" = mul i64 %"PB_i.1", 16
  %".19" = add i64 %".18", 0
  %".20" = sub i64 %".19", 20
  %".21" = sub i64 0, %".20"
  %".22" = icmp slt i64 %".21", -2147483648
  %".23" = select  i1 %".22", i64 -2147483648, i64 %".21"
  %".24" = icmp sgt i64 %".23", 2147483647
  %".25" = select  i1 %".24", i64 2147483647, i64 %".23"
  %".26" = trunc i64 %".25" to i32
  %".27" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".26", i32 0
  %".28" = shufflevector <16 x i32> %".27", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".29" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".28"
  %".30" = mul i64 %"PB_j.2", 20
  %".31" = mul i64 %"PB_i.1", 16
  %".32" = add i64 %".30", %".31"
  %".33" = getelementptr inbounds float, ptr %"B", i64 %".32"
  %".34" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".33", i32 4, <16 x i1> %".29", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".35" = xor <16 x i1> %".29", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".36" = and <16 x i1> %".29", %".35"
  %".37" = select  <16 x i1> %".29", <16 x float> %".34", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".37", ptr %".17", align 4
  %".39" = add nsw i64 %"PB_j.2", 1
  br label %"PB_j.2.head"
PB_j.2.exit:
  %".41" = add nsw i64 %"PB_i.1", 1
  br label %"PB_i.1.head"
C_joo.3.head:
  %"C_joo.3" = phi  i64 [0, %"PB_i.1.exit"], [%".301", %"ro.4.exit"]
  %".44" = icmp slt i64 %"C_joo.3", 2
  br i1 %".44", label %"C_joo.3.body", label %"C_joo.3.exit"
C_joo.3.body:
  br label %"ro.4.head"
C_joo.3.exit:
  ret void
ro.4.head:
  %"ro.4" = phi  i64 [0, %"C_joo.3.body"], [%".299", %"C_ioo.5.exit"]
  %".47" = icmp slt i64 %"ro.4", 1
  br i1 %".47", label %"ro.4.body", label %"ro.4.exit"
ro.4.body:
  br label %"C_ioo.5.head"
ro.4.exit:
  %".301" = add nsw i64 %"C_joo.3", 1
  br label %"C_joo.3.head"
C_ioo.5.head:
  %"C_ioo.5" = phi  i64 [0, %"ro.4.body"], [%".297", %"C_joi.6.exit"]
  %".50" = icmp slt i64 %"C_ioo.5", 2
  br i1 %".50", label %"C_ioo.5.body", label %"C_ioo.5.exit"
C_ioo.5.body:
  br label %"C_joi.6.head"
C_ioo.5.exit:
  %".299" = add nsw i64 %"ro.4", 1
  br label %"ro.4.head"
C_joi.6.head:
  %"C_joi.6" = phi  i64 [0, %"C_ioo.5.body"], [%".295", %"C_ioi.7.exit"]
  %".53" = icmp slt i64 %"C_joi.6", 1
  br i1 %".53", label %"C_joi.6.body", label %"C_joi.6.exit"
C_joi.6.body:
  br label %"C_ioi.7.head"
C_joi.6.exit:
  %".297" = add nsw i64 %"C_ioo.5", 1
  br label %"C_ioo.5.head"
C_ioi.7.head:
  %"C_ioi.7" = phi  i64 [0, %"C_joi.6.body"], [%".293", %"rio.8.exit.endif.endif.endif.endif"]
  %".56" = icmp slt i64 %"C_ioi.7", 1
  br i1 %".56", label %"C_ioi.7.body", label %"C_ioi.7.exit"
C_ioi.7.body:
  %".58" = getelementptr inbounds float, ptr %"C_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".58", align 4
  %".60" = getelementptr inbounds float, ptr %"C_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".60", align 4
  %".62" = getelementptr inbounds float, ptr %"C_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".62", align 4
  %".64" = getelementptr inbounds float, ptr %"C_acc", i64 48
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".64", align 4
  br label %"rio.8.head"
C_ioi.7.exit:
  %".295" = add nsw i64 %"C_joi.6", 1
  br label %"C_joi.6.head"
rio.8.head:
  %"rio.8" = phi  i64 [0, %"C_ioi.7.body"], [%".145", %"rio.8.body"]
  %".67" = icmp slt i64 %"rio.8", 3
  br i1 %".67", label %"rio.8.body", label %"rio.8.exit"
rio.8.body:
  %".69" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".70" = mul i64 %"C_ioo.5", 4
  %".71" = mul i64 %"C_ioi.7", 4
  %".72" = add i64 %".70", %".71"
  %".73" = add i64 %".72", 0
  %".74" = icmp slt i64 4, %".73"
  %".75" = select  i1 %".74", i64 4, i64 %".73"
  %".76" = mul i64 %".75", 3
  %".77" = mul i64 %"ro.4", 3
  %".78" = add i64 %".76", %".77"
  %".79" = add i64 %".78", %"rio.8"
  %".80" = getelementptr inbounds float, ptr %"A", i64 %".79"
  %".81" = load float, ptr %".80", align 4
  %".82" = mul i64 %"C_joo.3", 48
  %".83" = mul i64 %"C_joi.6", 48
  %".84" = add i64 %".82", %".83"
  %".85" = mul i64 %"ro.4", 48
  %".86" = add i64 %".84", %".85"
  %".87" = mul i64 %"rio.8", 16
  %".88" = add i64 %".86", %".87"
  %".89" = getelementptr inbounds float, ptr %"PB", i64 %".88"
  %".90" = load <16 x float>, ptr %".89", align 4
  %".91" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".92" = load <16 x float>, ptr %".91", align 4
  %".93" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".81", i32 0
  %".94" = shufflevector <16 x float> %".93", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".95" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".94", <16 x float> %".90", <16 x float> %".92")
  store <16 x float> %".95", ptr %".69", align 4
  %".97" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".98" = add i64 %".72", 1
  %".99" = icmp slt i64 4, %".98"
  %".100" = select  i1 %".99", i64 4, i64 %".98"
  %".101" = mul i64 %".100", 3
  %".102" = add i64 %".101", %".77"
  %".103" = add i64 %".102", %"rio.8"
  %".104" = getelementptr inbounds float, ptr %"A", i64 %".103"
  %".105" = load float, ptr %".104", align 4
  %".106" = load <16 x float>, ptr %".89", align 4
  %".107" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".108" = load <16 x float>, ptr %".107", align 4
  %".109" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".105", i32 0
  %".110" = shufflevector <16 x float> %".109", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".111" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".110", <16 x float> %".106", <16 x float> %".108")
  store <16 x float> %".111", ptr %".97", align 4
  %".113" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".114" = add i64 %".72", 2
  %".115" = icmp slt i64 4, %".114"
  %".116" = select  i1 %".115", i64 4, i64 %".114"
  %".117" = mul i64 %".116", 3
  %".118" = add i64 %".117", %".77"
  %".119" = add i64 %".118", %"rio.8"
  %".120" = getelementptr inbounds float, ptr %"A", i64 %".119"
  %".121" = load float, ptr %".120", align 4
  %".122" = load <16 x float>, ptr %".89", align 4
  %".123" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".124" = load <16 x float>, ptr %".123", align 4
  %".125" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".121", i32 0
  %".126" = shufflevector <16 x float> %".125", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".127" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".126", <16 x float> %".122", <16 x float> %".124")
  store <16 x float> %".127", ptr %".113", align 4
  %".129" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".130" = add i64 %".72", 3
  %".131" = icmp slt i64 4, %".130"
  %".132" = select  i1 %".131", i64 4, i64 %".130"
  %".133" = mul i64 %".132", 3
  %".134" = add i64 %".133", %".77"
  %".135" = add i64 %".134", %"rio.8"
  %".136" = getelementptr inbounds float, ptr %"A", i64 %".135"
  %".137" = load float, ptr %".136", align 4
  %".138" = load <16 x float>, ptr %".89", align 4
  %".139" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".140" = load <16 x float>, ptr %".139", align 4
  %".141" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".137", i32 0
  %".142" = shufflevector <16 x float> %".141", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".143" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".142", <16 x float> %".138", <16 x float> %".140")
  store <16 x float> %".143", ptr %".129", align 4
  %".145" = add nsw i64 %"rio.8", 1
  br label %"rio.8.head"
rio.8.exit:
  %".147" = mul i64 %"C_ioo.5", 4
  %".148" = mul i64 %"C_ioi.7", 4
  %".149" = add i64 %".147", %".148"
  %".150" = add i64 %".149", 0
  %".151" = icmp slt i64 %".150", 5
  br i1 %".151", label %"rio.8.exit.if", label %"rio.8.exit.endif"
rio.8.exit.if:
  %".153" = mul i64 %"C_joo.3", 16
  %".154" = mul i64 %"C_joi.6", 16
  %".155" = add i64 %".153", %".154"
  %".156" = add i64 %".155", 0
  %".157" = sub i64 %".156", 20
  %".158" = sub i64 0, %".157"
  %".159" = icmp slt i64 %".158", -2147483648
  %".160" = select  i1 %".159", i64 -2147483648, i64 %".158"
  %".161" = icmp sgt i64 %".160", 2147483647
  %".162" = select  i1 %".161", i64 2147483647, i64 %".160"
  %".163" = trunc i64 %".162" to i32
  %".164" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".163", i32 0
  %".165" = shufflevector <16 x i32> %".164", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".166" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".165"
  %".167" = mul i64 %"C_ioo.5", 80
  %".168" = mul i64 %"C_ioi.7", 80
  %".169" = add i64 %".167", %".168"
  %".170" = mul i64 %"C_joo.3", 16
  %".171" = add i64 %".169", %".170"
  %".172" = mul i64 %"C_joi.6", 16
  %".173" = add i64 %".171", %".172"
  %".174" = getelementptr inbounds float, ptr %"C", i64 %".173"
  %".175" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".176" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".175", i32 4, <16 x i1> %".166", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".177" = add i64 %".170", %".172"
  %".178" = getelementptr inbounds float, ptr %"bias", i64 %".177"
  %".179" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".178", i32 4, <16 x i1> %".166", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".180" = fadd <16 x float> %".176", %".179"
  %".181" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".180"
  %".182" = select  <16 x i1> %".181", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".180"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".182", ptr %".174", i32 4, <16 x i1> %".166")
  br label %"rio.8.exit.endif"
rio.8.exit.endif:
  %".185" = add i64 %".149", 1
  %".186" = icmp slt i64 %".185", 5
  br i1 %".186", label %"rio.8.exit.endif.if", label %"rio.8.exit.endif.endif"
rio.8.exit.endif.if:
  %".188" = mul i64 %"C_joo.3", 16
  %".189" = mul i64 %"C_joi.6", 16
  %".190" = add i64 %".188", %".189"
  %".191" = add i64 %".190", 0
  %".192" = sub i64 %".191", 20
  %".193" = sub i64 0, %".192"
  %".194" = icmp slt i64 %".193", -2147483648
  %".195" = select  i1 %".194", i64 -2147483648, i64 %".193"
  %".196" = icmp sgt i64 %".195", 2147483647
  %".197" = select  i1 %".196", i64 2147483647, i64 %".195"
  %".198" = trunc i64 %".197" to i32
  %".199" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".198", i32 0
  %".200" = shufflevector <16 x i32> %".199", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".201" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".200"
  %".202" = mul i64 %"C_ioo.5", 80
  %".203" = mul i64 %"C_ioi.7", 80
  %".204" = add i64 %".202", %".203"
  %".205" = mul i64 %"C_joo.3", 16
  %".206" = add i64 %".204", %".205"
  %".207" = mul i64 %"C_joi.6", 16
  %".208" = add i64 %".206", %".207"
  %".209" = getelementptr inbounds float, ptr %"C", i64 %".208"
  %".210" = getelementptr inbounds float, ptr %".209", i64 20
  %".211" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".212" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".211", i32 4, <16 x i1> %".201", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".213" = add i64 %".205", %".207"
  %".214" = getelementptr inbounds float, ptr %"bias", i64 %".213"
  %".215" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".214", i32 4, <16 x i1> %".201", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".216" = fadd <16 x float> %".212", %".215"
  %".217" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".216"
  %".218" = select  <16 x i1> %".217", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".216"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".218", ptr %".210", i32 4, <16 x i1> %".201")
  br label %"rio.8.exit.endif.endif"
rio.8.exit.endif.endif:
  %".221" = add i64 %".149", 2
  %".222" = icmp slt i64 %".221", 5
  br i1 %".222", label %"rio.8.exit.endif.endif.if", label %"rio.8.exit.endif.endif.endif"
rio.8.exit.endif.endif.if:
  %".224" = mul i64 %"C_joo.3", 16
  %".225" = mul i64 %"C_joi.6", 16
  %".226" = add i64 %".224", %".225"
  %".227" = add i64 %".226", 0
  %".228" = sub i64 %".227", 20
  %".229" = sub i64 0, %".228"
  %".230" = icmp slt i64 %".229", -2147483648
  %".231" = select  i1 %".230", i64 -2147483648, i64 %".229"
  %".232" = icmp sgt i64 %".231", 2147483647
  %".233" = select  i1 %".232", i64 2147483647, i64 %".231"
  %".234" = trunc i64 %".233" to i32
  %".235" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".234", i32 0
  %".236" = shufflevector <16 x i32> %".235", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".237" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".236"
  %".238" = mul i64 %"C_ioo.5", 80
  %".239" = mul i64 %"C_ioi.7", 80
  %".240" = add i64 %".238", %".239"
  %".241" = mul i64 %"C_joo.3", 16
  %".242" = add i64 %".240", %".241"
  %".243" = mul i64 %"C_joi.6", 16
  %".244" = add i64 %".242", %".243"
  %".245" = getelementptr inbounds float, ptr %"C", i64 %".244"
  %".246" = getelementptr inbounds float, ptr %".245", i64 40
  %".247" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".248" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".247", i32 4, <16 x i1> %".237", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".249" = add i64 %".241", %".243"
  %".250" = getelementptr inbounds float, ptr %"bias", i64 %".249"
  %".251" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".250", i32 4, <16 x i1> %".237", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".252" = fadd <16 x float> %".248", %".251"
  %".253" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".252"
  %".254" = select  <16 x i1> %".253", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".252"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".254", ptr %".246", i32 4, <16 x i1> %".237")
  br label %"rio.8.exit.endif.endif.endif"
rio.8.exit.endif.endif.endif:
  %".257" = add i64 %".149", 3
  %".258" = icmp slt i64 %".257", 5
  br i1 %".258", label %"rio.8.exit.endif.endif.endif.if", label %"rio.8.exit.endif.endif.endif.endif"
rio.8.exit.endif.endif.endif.if:
  %".260" = mul i64 %"C_joo.3", 16
  %".261" = mul i64 %"C_joi.6", 16
  %".262" = add i64 %".260", %".261"
  %".263" = add i64 %".262", 0
  %".264" = sub i64 %".263", 20
  %".265" = sub i64 0, %".264"
  %".266" = icmp slt i64 %".265", -2147483648
  %".267" = select  i1 %".266", i64 -2147483648, i64 %".265"
  %".268" = icmp sgt i64 %".267", 2147483647
  %".269" = select  i1 %".268", i64 2147483647, i64 %".267"
  %".270" = trunc i64 %".269" to i32
  %".271" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".270", i32 0
  %".272" = shufflevector <16 x i32> %".271", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".273" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".272"
  %".274" = mul i64 %"C_ioo.5", 80
  %".275" = mul i64 %"C_ioi.7", 80
  %".276" = add i64 %".274", %".275"
  %".277" = mul i64 %"C_joo.3", 16
  %".278" = add i64 %".276", %".277"
  %".279" = mul i64 %"C_joi.6", 16
  %".280" = add i64 %".278", %".279"
  %".281" = getelementptr inbounds float, ptr %"C", i64 %".280"
  %".282" = getelementptr inbounds float, ptr %".281", i64 60
  %".283" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".284" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".283", i32 4, <16 x i1> %".273", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".285" = add i64 %".277", %".279"
  %".286" = getelementptr inbounds float, ptr %"bias", i64 %".285"
  %".287" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".286", i32 4, <16 x i1> %".273", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".288" = fadd <16 x float> %".284", %".287"
  %".289" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".288"
  %".290" = select  <16 x i1> %".289", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".288"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".290", ptr %".282", i32 4, <16 x i1> %".273")
  br label %"rio.8.exit.endif.endif.endif.endif"
rio.8.exit.endif.endif.endif.endif:
  %".293" = add nsw i64 %"C_ioi.7", 1
  br label %"C_ioi.7.head"
}

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
