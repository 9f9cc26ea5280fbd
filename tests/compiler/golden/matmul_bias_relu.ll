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
  %"PB_i.1" = phi  i64 [0, %"body"], [%".35", %"PB_j.2.exit"]
  %".9" = icmp slt i64 %"PB_i.1", 2
  br i1 %".9", label %"PB_i.1.body", label %"PB_i.1.exit"
PB_i.1.body:
  br label %"PB_j.2.head"
PB_i.1.exit:
  br label %"C_joo.3.head"
PB_j.2.head:
  %"PB_j.2" = phi  i64 [0, %"PB_i.1.body"], [%".33", %"PB_j.2.body"]
  %".12" = icmp slt i64 %"PB_j.2", 3
  br i1 %".12", label %"PB_j.2.body", label %"PB_j.2.exit"
PB_j.2.body:
  %".14" = mul i64 %"PB_i.1", 48
  %".15" = mul i64 %"PB_j.2", 16
  %".16" = add i64 %".14", %".15"
  %".17" = getelementptr inbounds float, ptr %"PB", i64 %".16"
  %".18" = mul i64 %"PB_i.1", 16
  %".19" = add i64 %".18", 0
  %".20" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".19", i32 0
  %".21" = shufflevector <16 x i64> %".20", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".22" = add <16 x i64> %".21", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".23" = icmp slt <16 x i64> %".22", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".24" = mul i64 %"PB_j.2", 20
  %".25" = mul i64 %"PB_i.1", 16
  %".26" = add i64 %".24", %".25"
  %".27" = getelementptr inbounds float, ptr %"B", i64 %".26"
  %".28" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".27", i32 4, <16 x i1> %".23", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".29" = xor <16 x i1> %".23", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".30" = and <16 x i1> %".23", %".29"
  %".31" = select  <16 x i1> %".23", <16 x float> %".28", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".31", ptr %".17", align 4
  %".33" = add nsw i64 %"PB_j.2", 1
  br label %"PB_j.2.head"
PB_j.2.exit:
  %".35" = add nsw i64 %"PB_i.1", 1
  br label %"PB_i.1.head"
C_joo.3.head:
  %"C_joo.3" = phi  i64 [0, %"PB_i.1.exit"], [%".274", %"ro.4.exit"]
  %".38" = icmp slt i64 %"C_joo.3", 2
  br i1 %".38", label %"C_joo.3.body", label %"C_joo.3.exit"
C_joo.3.body:
  br label %"ro.4.head"
C_joo.3.exit:
  ret void
ro.4.head:
  %"ro.4" = phi  i64 [0, %"C_joo.3.body"], [%".272", %"C_ioo.5.exit"]
  %".41" = icmp slt i64 %"ro.4", 1
  br i1 %".41", label %"ro.4.body", label %"ro.4.exit"
ro.4.body:
  br label %"C_ioo.5.head"
ro.4.exit:
  %".274" = add nsw i64 %"C_joo.3", 1
  br label %"C_joo.3.head"
C_ioo.5.head:
  %"C_ioo.5" = phi  i64 [0, %"ro.4.body"], [%".270", %"C_joi.6.exit"]
  %".44" = icmp slt i64 %"C_ioo.5", 2
  br i1 %".44", label %"C_ioo.5.body", label %"C_ioo.5.exit"
C_ioo.5.body:
  br label %"C_joi.6.head"
C_ioo.5.exit:
  %".272" = add nsw i64 %"ro.4", 1
  br label %"ro.4.head"
C_joi.6.head:
  %"C_joi.6" = phi  i64 [0, %"C_ioo.5.body"], [%".268", %"C_ioi.7.exit"]
  %".47" = icmp slt i64 %"C_joi.6", 1
  br i1 %".47", label %"C_joi.6.body", label %"C_joi.6.exit"
C_joi.6.body:
  br label %"C_ioi.7.head"
C_joi.6.exit:
  %".270" = add nsw i64 %"C_ioo.5", 1
  br label %"C_ioo.5.head"
C_ioi.7.head:
  %"C_ioi.7" = phi  i64 [0, %"C_joi.6.body"], [%".266", %"rio.8.exit.endif.endif.endif.endif"]
  %".50" = icmp slt i64 %"C_ioi.7", 1
  br i1 %".50", label %"C_ioi.7.body", label %"C_ioi.7.exit"
C_ioi.7.body:
  %".52" = getelementptr inbounds float, ptr %"C_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".52", align 4
  %".54" = getelementptr inbounds float, ptr %"C_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".54", align 4
  %".56" = getelementptr inbounds float, ptr %"C_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".56", align 4
  %".58" = getelementptr inbounds float, ptr %"C_acc", i64 48
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".58", align 4
  br label %"rio.8.head"
C_ioi.7.exit:
  %".268" = add nsw i64 %"C_joi.6", 1
  br label %"C_joi.6.head"
rio.8.head:
  %"rio.8" = phi  i64 [0, %"C_ioi.7.body"], [%".142", %"rio.8.body"]
  %".61" = icmp slt i64 %"rio.8", 3
  br i1 %".61", label %"rio.8.body", label %"rio.8.exit"
rio.8.body:
  %".63" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".64" = mul i64 %"C_ioo.5", 4
  %".65" = mul i64 %"C_ioi.7", 4
  %".66" = add i64 %".64", %".65"
  %".67" = add i64 %".66", 0
  %".68" = icmp slt i64 %".67", 4
  %".69" = select  i1 %".68", i64 %".67", i64 4
  %".70" = mul i64 %".69", 3
  %".71" = mul i64 %"ro.4", 3
  %".72" = add i64 %".70", %".71"
  %".73" = add i64 %".72", %"rio.8"
  %".74" = getelementptr inbounds float, ptr %"A", i64 %".73"
  %".75" = load float, ptr %".74", align 4
  %".76" = mul i64 %"C_joo.3", 48
  %".77" = mul i64 %"C_joi.6", 48
  %".78" = add i64 %".76", %".77"
  %".79" = mul i64 %"ro.4", 48
  %".80" = add i64 %".78", %".79"
  %".81" = mul i64 %"rio.8", 16
  %".82" = add i64 %".80", %".81"
  %".83" = getelementptr inbounds float, ptr %"PB", i64 %".82"
  %".84" = load <16 x float>, ptr %".83", align 4
  %".85" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".75", i32 0
  %".86" = shufflevector <16 x float> %".85", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".87" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".88" = load <16 x float>, ptr %".87", align 4
  %".89" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".86", <16 x float> %".84", <16 x float> %".88")
  store <16 x float> %".89", ptr %".63", align 4
  %".91" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".92" = add i64 %".66", 1
  %".93" = icmp slt i64 %".92", 4
  %".94" = select  i1 %".93", i64 %".92", i64 4
  %".95" = mul i64 %".94", 3
  %".96" = add i64 %".95", %".71"
  %".97" = add i64 %".96", %"rio.8"
  %".98" = getelementptr inbounds float, ptr %"A", i64 %".97"
  %".99" = load float, ptr %".98", align 4
  %".100" = getelementptr inbounds float, ptr %"PB", i64 %".82"
  %".101" = load <16 x float>, ptr %".100", align 4
  %".102" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".99", i32 0
  %".103" = shufflevector <16 x float> %".102", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".104" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".105" = load <16 x float>, ptr %".104", align 4
  %".106" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".103", <16 x float> %".101", <16 x float> %".105")
  store <16 x float> %".106", ptr %".91", align 4
  %".108" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".109" = add i64 %".66", 2
  %".110" = icmp slt i64 %".109", 4
  %".111" = select  i1 %".110", i64 %".109", i64 4
  %".112" = mul i64 %".111", 3
  %".113" = add i64 %".112", %".71"
  %".114" = add i64 %".113", %"rio.8"
  %".115" = getelementptr inbounds float, ptr %"A", i64 %".114"
  %".116" = load float, ptr %".115", align 4
  %".117" = getelementptr inbounds float, ptr %"PB", i64 %".82"
  %".118" = load <16 x float>, ptr %".117", align 4
  %".119" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".116", i32 0
  %".120" = shufflevector <16 x float> %".119", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".121" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".122" = load <16 x float>, ptr %".121", align 4
  %".123" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".120", <16 x float> %".118", <16 x float> %".122")
  store <16 x float> %".123", ptr %".108", align 4
  %".125" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".126" = add i64 %".66", 3
  %".127" = icmp slt i64 %".126", 4
  %".128" = select  i1 %".127", i64 %".126", i64 4
  %".129" = mul i64 %".128", 3
  %".130" = add i64 %".129", %".71"
  %".131" = add i64 %".130", %"rio.8"
  %".132" = getelementptr inbounds float, ptr %"A", i64 %".131"
  %".133" = load float, ptr %".132", align 4
  %".134" = getelementptr inbounds float, ptr %"PB", i64 %".82"
  %".135" = load <16 x float>, ptr %".134", align 4
  %".136" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".133", i32 0
  %".137" = shufflevector <16 x float> %".136", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".138" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".139" = load <16 x float>, ptr %".138", align 4
  %".140" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".137", <16 x float> %".135", <16 x float> %".139")
  store <16 x float> %".140", ptr %".125", align 4
  %".142" = add nsw i64 %"rio.8", 1
  br label %"rio.8.head"
rio.8.exit:
  %".144" = mul i64 %"C_ioo.5", 4
  %".145" = mul i64 %"C_ioi.7", 4
  %".146" = add i64 %".144", %".145"
  %".147" = add i64 %".146", 0
  %".148" = icmp slt i64 %".147", 5
  br i1 %".148", label %"rio.8.exit.if", label %"rio.8.exit.endif"
rio.8.exit.if:
  %".150" = mul i64 %"C_joo.3", 16
  %".151" = mul i64 %"C_joi.6", 16
  %".152" = add i64 %".150", %".151"
  %".153" = add i64 %".152", 0
  %".154" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".153", i32 0
  %".155" = shufflevector <16 x i64> %".154", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".156" = add <16 x i64> %".155", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".157" = icmp slt <16 x i64> %".156", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".158" = mul i64 %"C_ioo.5", 80
  %".159" = mul i64 %"C_ioi.7", 80
  %".160" = add i64 %".158", %".159"
  %".161" = mul i64 %"C_joo.3", 16
  %".162" = add i64 %".160", %".161"
  %".163" = mul i64 %"C_joi.6", 16
  %".164" = add i64 %".162", %".163"
  %".165" = getelementptr inbounds float, ptr %"C", i64 %".164"
  %".166" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".167" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".166", i32 4, <16 x i1> %".157", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".168" = add i64 %".161", %".163"
  %".169" = getelementptr inbounds float, ptr %"bias", i64 %".168"
  %".170" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".169", i32 4, <16 x i1> %".157", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".171" = fadd <16 x float> %".167", %".170"
  %".172" = fcmp ogt <16 x float> %".171", <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  %".173" = select  <16 x i1> %".172", <16 x float> %".171", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".173", ptr %".165", i32 4, <16 x i1> %".157")
  br label %"rio.8.exit.endif"
rio.8.exit.endif:
  %".176" = add i64 %".146", 1
  %".177" = icmp slt i64 %".176", 5
  br i1 %".177", label %"rio.8.exit.endif.if", label %"rio.8.exit.endif.endif"
rio.8.exit.endif.if:
  %".179" = mul i64 %"C_joo.3", 16
  %".180" = mul i64 %"C_joi.6", 16
  %".181" = add i64 %".179", %".180"
  %".182" = add i64 %".181", 0
  %".183" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".182", i32 0
  %".184" = shufflevector <16 x i64> %".183", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".185" = add <16 x i64> %".184", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".186" = icmp slt <16 x i64> %".185", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".187" = mul i64 %"C_ioo.5", 80
  %".188" = mul i64 %"C_ioi.7", 80
  %".189" = add i64 %".187", %".188"
  %".190" = mul i64 %"C_joo.3", 16
  %".191" = add i64 %".189", %".190"
  %".192" = mul i64 %"C_joi.6", 16
  %".193" = add i64 %".191", %".192"
  %".194" = getelementptr inbounds float, ptr %"C", i64 %".193"
  %".195" = getelementptr inbounds float, ptr %".194", i64 20
  %".196" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".197" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".196", i32 4, <16 x i1> %".186", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".198" = add i64 %".190", %".192"
  %".199" = getelementptr inbounds float, ptr %"bias", i64 %".198"
  %".200" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".199", i32 4, <16 x i1> %".186", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".201" = fadd <16 x float> %".197", %".200"
  %".202" = fcmp ogt <16 x float> %".201", <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  %".203" = select  <16 x i1> %".202", <16 x float> %".201", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".203", ptr %".195", i32 4, <16 x i1> %".186")
  br label %"rio.8.exit.endif.endif"
rio.8.exit.endif.endif:
  %".206" = add i64 %".146", 2
  %".207" = icmp slt i64 %".206", 5
  br i1 %".207", label %"rio.8.exit.endif.endif.if", label %"rio.8.exit.endif.endif.endif"
rio.8.exit.endif.endif.if:
  %".209" = mul i64 %"C_joo.3", 16
  %".210" = mul i64 %"C_joi.6", 16
  %".211" = add i64 %".209", %".210"
  %".212" = add i64 %".211", 0
  %".213" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".212", i32 0
  %".214" = shufflevector <16 x i64> %".213", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".215" = add <16 x i64> %".214", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".216" = icmp slt <16 x i64> %".215", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".217" = mul i64 %"C_ioo.5", 80
  %".218" = mul i64 %"C_ioi.7", 80
  %".219" = add i64 %".217", %".218"
  %".220" = mul i64 %"C_joo.3", 16
  %".221" = add i64 %".219", %".220"
  %".222" = mul i64 %"C_joi.6", 16
  %".223" = add i64 %".221", %".222"
  %".224" = getelementptr inbounds float, ptr %"C", i64 %".223"
  %".225" = getelementptr inbounds float, ptr %".224", i64 40
  %".226" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".227" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".226", i32 4, <16 x i1> %".216", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".228" = add i64 %".220", %".222"
  %".229" = getelementptr inbounds float, ptr %"bias", i64 %".228"
  %".230" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".229", i32 4, <16 x i1> %".216", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".231" = fadd <16 x float> %".227", %".230"
  %".232" = fcmp ogt <16 x float> %".231", <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  %".233" = select  <16 x i1> %".232", <16 x float> %".231", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".233", ptr %".225", i32 4, <16 x i1> %".216")
  br label %"rio.8.exit.endif.endif.endif"
rio.8.exit.endif.endif.endif:
  %".236" = add i64 %".146", 3
  %".237" = icmp slt i64 %".236", 5
  br i1 %".237", label %"rio.8.exit.endif.endif.endif.if", label %"rio.8.exit.endif.endif.endif.endif"
rio.8.exit.endif.endif.endif.if:
  %".239" = mul i64 %"C_joo.3", 16
  %".240" = mul i64 %"C_joi.6", 16
  %".241" = add i64 %".239", %".240"
  %".242" = add i64 %".241", 0
  %".243" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".242", i32 0
  %".244" = shufflevector <16 x i64> %".243", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".245" = add <16 x i64> %".244", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".246" = icmp slt <16 x i64> %".245", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".247" = mul i64 %"C_ioo.5", 80
  %".248" = mul i64 %"C_ioi.7", 80
  %".249" = add i64 %".247", %".248"
  %".250" = mul i64 %"C_joo.3", 16
  %".251" = add i64 %".249", %".250"
  %".252" = mul i64 %"C_joi.6", 16
  %".253" = add i64 %".251", %".252"
  %".254" = getelementptr inbounds float, ptr %"C", i64 %".253"
  %".255" = getelementptr inbounds float, ptr %".254", i64 60
  %".256" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".257" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".256", i32 4, <16 x i1> %".246", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".258" = add i64 %".250", %".252"
  %".259" = getelementptr inbounds float, ptr %"bias", i64 %".258"
  %".260" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".259", i32 4, <16 x i1> %".246", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".261" = fadd <16 x float> %".257", %".260"
  %".262" = fcmp ogt <16 x float> %".261", <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  %".263" = select  <16 x i1> %".262", <16 x float> %".261", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".263", ptr %".255", i32 4, <16 x i1> %".246")
  br label %"rio.8.exit.endif.endif.endif.endif"
rio.8.exit.endif.endif.endif.endif:
  %".266" = add nsw i64 %"C_ioi.7", 1
  br label %"C_ioi.7.head"
}

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
