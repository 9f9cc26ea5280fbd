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
  %"C_joo.3" = phi  i64 [0, %"PB_i.1.exit"], [%".271", %"ro.4.exit"]
  %".38" = icmp slt i64 %"C_joo.3", 2
  br i1 %".38", label %"C_joo.3.body", label %"C_joo.3.exit"
C_joo.3.body:
  br label %"ro.4.head"
C_joo.3.exit:
  ret void
ro.4.head:
  %"ro.4" = phi  i64 [0, %"C_joo.3.body"], [%".269", %"C_ioo.5.exit"]
  %".41" = icmp slt i64 %"ro.4", 1
  br i1 %".41", label %"ro.4.body", label %"ro.4.exit"
ro.4.body:
  br label %"C_ioo.5.head"
ro.4.exit:
  %".271" = add nsw i64 %"C_joo.3", 1
  br label %"C_joo.3.head"
C_ioo.5.head:
  %"C_ioo.5" = phi  i64 [0, %"ro.4.body"], [%".267", %"C_joi.6.exit"]
  %".44" = icmp slt i64 %"C_ioo.5", 2
  br i1 %".44", label %"C_ioo.5.body", label %"C_ioo.5.exit"
C_ioo.5.body:
  br label %"C_joi.6.head"
C_ioo.5.exit:
  %".269" = add nsw i64 %"ro.4", 1
  br label %"ro.4.head"
C_joi.6.head:
  %"C_joi.6" = phi  i64 [0, %"C_ioo.5.body"], [%".265", %"C_ioi.7.exit"]
  %".47" = icmp slt i64 %"C_joi.6", 1
  br i1 %".47", label %"C_joi.6.body", label %"C_joi.6.exit"
C_joi.6.body:
  br label %"C_ioi.7.head"
C_joi.6.exit:
  %".267" = add nsw i64 %"C_ioo.5", 1
  br label %"C_ioo.5.head"
C_ioi.7.head:
  %"C_ioi.7" = phi  i64 [0, %"C_joi.6.body"], [%".263", %"rio.8.exit.endif.endif.endif.endif"]
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
  %".265" = add nsw i64 %"C_joi.6", 1
  br label %"C_joi.6.head"
rio.8.head:
  %"rio.8" = phi  i64 [0, %"C_ioi.7.body"], [%".139", %"rio.8.body"]
  %".61" = icmp slt i64 %"rio.8", 3
  br i1 %".61", label %"rio.8.body", label %"rio.8.exit"
rio.8.body:
  %".63" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".64" = mul i64 %"C_ioo.5", 4
  %".65" = mul i64 %"C_ioi.7", 4
  %".66" = add i64 %".64", %".65"
  %".67" = add i64 %".66", 0
  %".68" = icmp slt i64 4, %".67"
  %".69" = select  i1 %".68", i64 4, i64 %".67"
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
  %".85" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".86" = load <16 x float>, ptr %".85", align 4
  %".87" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".75", i32 0
  %".88" = shufflevector <16 x float> %".87", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".89" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".88", <16 x float> %".84", <16 x float> %".86")
  store <16 x float> %".89", ptr %".63", align 4
  %".91" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".92" = add i64 %".66", 1
  %".93" = icmp slt i64 4, %".92"
  %".94" = select  i1 %".93", i64 4, i64 %".92"
  %".95" = mul i64 %".94", 3
  %".96" = add i64 %".95", %".71"
  %".97" = add i64 %".96", %"rio.8"
  %".98" = getelementptr inbounds float, ptr %"A", i64 %".97"
  %".99" = load float, ptr %".98", align 4
  %".100" = load <16 x float>, ptr %".83", align 4
  %".101" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".102" = load <16 x float>, ptr %".101", align 4
  %".103" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".99", i32 0
  %".104" = shufflevector <16 x float> %".103", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".105" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".104", <16 x float> %".100", <16 x float> %".102")
  store <16 x float> %".105", ptr %".91", align 4
  %".107" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".108" = add i64 %".66", 2
  %".109" = icmp slt i64 4, %".108"
  %".110" = select  i1 %".109", i64 4, i64 %".108"
  %".111" = mul i64 %".110", 3
  %".112" = add i64 %".111", %".71"
  %".113" = add i64 %".112", %"rio.8"
  %".114" = getelementptr inbounds float, ptr %"A", i64 %".113"
  %".115" = load float, ptr %".114", align 4
  %".116" = load <16 x float>, ptr %".83", align 4
  %".117" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".118" = load <16 x float>, ptr %".117", align 4
  %".119" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".115", i32 0
  %".120" = shufflevector <16 x float> %".119", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".121" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".120", <16 x float> %".116", <16 x float> %".118")
  store <16 x float> %".121", ptr %".107", align 4
  %".123" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".124" = add i64 %".66", 3
  %".125" = icmp slt i64 4, %".124"
  %".126" = select  i1 %".125", i64 4, i64 %".124"
  %".127" = mul i64 %".126", 3
  %".128" = add i64 %".127", %".71"
  %".129" = add i64 %".128", %"rio.8"
  %".130" = getelementptr inbounds float, ptr %"A", i64 %".129"
  %".131" = load float, ptr %".130", align 4
  %".132" = load <16 x float>, ptr %".83", align 4
  %".133" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".134" = load <16 x float>, ptr %".133", align 4
  %".135" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".131", i32 0
  %".136" = shufflevector <16 x float> %".135", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".137" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".136", <16 x float> %".132", <16 x float> %".134")
  store <16 x float> %".137", ptr %".123", align 4
  %".139" = add nsw i64 %"rio.8", 1
  br label %"rio.8.head"
rio.8.exit:
  %".141" = mul i64 %"C_ioo.5", 4
  %".142" = mul i64 %"C_ioi.7", 4
  %".143" = add i64 %".141", %".142"
  %".144" = add i64 %".143", 0
  %".145" = icmp slt i64 %".144", 5
  br i1 %".145", label %"rio.8.exit.if", label %"rio.8.exit.endif"
rio.8.exit.if:
  %".147" = mul i64 %"C_joo.3", 16
  %".148" = mul i64 %"C_joi.6", 16
  %".149" = add i64 %".147", %".148"
  %".150" = add i64 %".149", 0
  %".151" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".150", i32 0
  %".152" = shufflevector <16 x i64> %".151", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".153" = add <16 x i64> %".152", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".154" = icmp slt <16 x i64> %".153", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".155" = mul i64 %"C_ioo.5", 80
  %".156" = mul i64 %"C_ioi.7", 80
  %".157" = add i64 %".155", %".156"
  %".158" = mul i64 %"C_joo.3", 16
  %".159" = add i64 %".157", %".158"
  %".160" = mul i64 %"C_joi.6", 16
  %".161" = add i64 %".159", %".160"
  %".162" = getelementptr inbounds float, ptr %"C", i64 %".161"
  %".163" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".164" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".163", i32 4, <16 x i1> %".154", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".165" = add i64 %".158", %".160"
  %".166" = getelementptr inbounds float, ptr %"bias", i64 %".165"
  %".167" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".166", i32 4, <16 x i1> %".154", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".168" = fadd <16 x float> %".164", %".167"
  %".169" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".168"
  %".170" = select  <16 x i1> %".169", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".168"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".170", ptr %".162", i32 4, <16 x i1> %".154")
  br label %"rio.8.exit.endif"
rio.8.exit.endif:
  %".173" = add i64 %".143", 1
  %".174" = icmp slt i64 %".173", 5
  br i1 %".174", label %"rio.8.exit.endif.if", label %"rio.8.exit.endif.endif"
rio.8.exit.endif.if:
  %".176" = mul i64 %"C_joo.3", 16
  %".177" = mul i64 %"C_joi.6", 16
  %".178" = add i64 %".176", %".177"
  %".179" = add i64 %".178", 0
  %".180" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".179", i32 0
  %".181" = shufflevector <16 x i64> %".180", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".182" = add <16 x i64> %".181", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".183" = icmp slt <16 x i64> %".182", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".184" = mul i64 %"C_ioo.5", 80
  %".185" = mul i64 %"C_ioi.7", 80
  %".186" = add i64 %".184", %".185"
  %".187" = mul i64 %"C_joo.3", 16
  %".188" = add i64 %".186", %".187"
  %".189" = mul i64 %"C_joi.6", 16
  %".190" = add i64 %".188", %".189"
  %".191" = getelementptr inbounds float, ptr %"C", i64 %".190"
  %".192" = getelementptr inbounds float, ptr %".191", i64 20
  %".193" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".194" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".193", i32 4, <16 x i1> %".183", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".195" = add i64 %".187", %".189"
  %".196" = getelementptr inbounds float, ptr %"bias", i64 %".195"
  %".197" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".196", i32 4, <16 x i1> %".183", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".198" = fadd <16 x float> %".194", %".197"
  %".199" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".198"
  %".200" = select  <16 x i1> %".199", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".198"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".200", ptr %".192", i32 4, <16 x i1> %".183")
  br label %"rio.8.exit.endif.endif"
rio.8.exit.endif.endif:
  %".203" = add i64 %".143", 2
  %".204" = icmp slt i64 %".203", 5
  br i1 %".204", label %"rio.8.exit.endif.endif.if", label %"rio.8.exit.endif.endif.endif"
rio.8.exit.endif.endif.if:
  %".206" = mul i64 %"C_joo.3", 16
  %".207" = mul i64 %"C_joi.6", 16
  %".208" = add i64 %".206", %".207"
  %".209" = add i64 %".208", 0
  %".210" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".209", i32 0
  %".211" = shufflevector <16 x i64> %".210", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".212" = add <16 x i64> %".211", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".213" = icmp slt <16 x i64> %".212", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".214" = mul i64 %"C_ioo.5", 80
  %".215" = mul i64 %"C_ioi.7", 80
  %".216" = add i64 %".214", %".215"
  %".217" = mul i64 %"C_joo.3", 16
  %".218" = add i64 %".216", %".217"
  %".219" = mul i64 %"C_joi.6", 16
  %".220" = add i64 %".218", %".219"
  %".221" = getelementptr inbounds float, ptr %"C", i64 %".220"
  %".222" = getelementptr inbounds float, ptr %".221", i64 40
  %".223" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".224" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".223", i32 4, <16 x i1> %".213", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".225" = add i64 %".217", %".219"
  %".226" = getelementptr inbounds float, ptr %"bias", i64 %".225"
  %".227" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".226", i32 4, <16 x i1> %".213", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".228" = fadd <16 x float> %".224", %".227"
  %".229" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".228"
  %".230" = select  <16 x i1> %".229", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".228"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".230", ptr %".222", i32 4, <16 x i1> %".213")
  br label %"rio.8.exit.endif.endif.endif"
rio.8.exit.endif.endif.endif:
  %".233" = add i64 %".143", 3
  %".234" = icmp slt i64 %".233", 5
  br i1 %".234", label %"rio.8.exit.endif.endif.endif.if", label %"rio.8.exit.endif.endif.endif.endif"
rio.8.exit.endif.endif.endif.if:
  %".236" = mul i64 %"C_joo.3", 16
  %".237" = mul i64 %"C_joi.6", 16
  %".238" = add i64 %".236", %".237"
  %".239" = add i64 %".238", 0
  %".240" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".239", i32 0
  %".241" = shufflevector <16 x i64> %".240", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".242" = add <16 x i64> %".241", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".243" = icmp slt <16 x i64> %".242", <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %".244" = mul i64 %"C_ioo.5", 80
  %".245" = mul i64 %"C_ioi.7", 80
  %".246" = add i64 %".244", %".245"
  %".247" = mul i64 %"C_joo.3", 16
  %".248" = add i64 %".246", %".247"
  %".249" = mul i64 %"C_joi.6", 16
  %".250" = add i64 %".248", %".249"
  %".251" = getelementptr inbounds float, ptr %"C", i64 %".250"
  %".252" = getelementptr inbounds float, ptr %".251", i64 60
  %".253" = getelementptr inbounds float, ptr %"C_acc", i64 48
  %".254" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".253", i32 4, <16 x i1> %".243", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".255" = add i64 %".247", %".249"
  %".256" = getelementptr inbounds float, ptr %"bias", i64 %".255"
  %".257" = call <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".256", i32 4, <16 x i1> %".243", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".258" = fadd <16 x float> %".254", %".257"
  %".259" = fcmp ogt <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, %".258"
  %".260" = select  <16 x i1> %".259", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <16 x float> %".258"
  call void @"llvm.masked.store.v16f32.p0"(<16 x float> %".260", ptr %".252", i32 4, <16 x i1> %".243")
  br label %"rio.8.exit.endif.endif.endif.endif"
rio.8.exit.endif.endif.endif.endif:
  %".263" = add nsw i64 %"C_ioi.7", 1
  br label %"C_ioi.7.head"
}

declare <16 x float> @"llvm.masked.load.v16f32.p0"(ptr %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"llvm.masked.store.v16f32.p0"(<16 x float> %".1", ptr %".2", i32 %".3", <16 x i1> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
