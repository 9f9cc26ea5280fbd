; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [576 x i64], align 64
  %"par.next" = alloca i64, align 64
  br label %"body"
body:
  br label %"data_pack_k.1.head"
data_pack_k.1.head:
  %"data_pack_k.1" = phi  i64 [0, %"body"], [%".83", %"data_pack_i.2.exit"]
  %".10" = icmp slt i64 %"data_pack_k.1", 8
  br i1 %".10", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  br label %"weight_pack_j.5.head"
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".81", %"data_pack_j.3.exit"]
  %".13" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".13", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".83" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".79", %"data_pack_l.4.exit"]
  %".16" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".16", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".81" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".77", %"data_pack_l.4.body"]
  %".19" = icmp slt i64 %"data_pack_l.4", 9
  br i1 %".19", label %"data_pack_l.4.body", label %"data_pack_l.4.exit"
data_pack_l.4.body:
  %".21" = mul i64 %"data_pack_i.2", 1152
  %".22" = mul i64 %"data_pack_j.3", 1152
  %".23" = add i64 %".21", %".22"
  %".24" = mul i64 %"data_pack_k.1", 144
  %".25" = add i64 %".23", %".24"
  %".26" = mul i64 %"data_pack_l.4", 16
  %".27" = add i64 %".25", %".26"
  %".28" = getelementptr inbounds float, ptr %"data_pack", i64 %".27"
  %".29" = mul i64 %"data_pack_j.3", 16
  %".30" = sub i64 %".29", 5
  %".31" = sub i64 0, %".30"
  %".32" = icmp slt i64 %".31", -2147483648
  %".33" = select  i1 %".32", i64 -2147483648, i64 %".31"
  %".34" = icmp sgt i64 %".33", 2147483647
  %".35" = select  i1 %".34", i64 2147483647, i64 %".33"
  %".36" = trunc i64 %".35" to i32
  %".37" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".36", i32 0
  %".38" = shufflevector <16 x i32> %".37", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".39" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".38"
  %".40" = icmp sge i64 %"data_pack_k.1", 1
  %".41" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".40", i32 0
  %".42" = shufflevector <16 x i1> %".41", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".43" = and <16 x i1> %".39", %".42"
  %".44" = icmp slt i64 %"data_pack_k.1", 7
  %".45" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".44", i32 0
  %".46" = shufflevector <16 x i1> %".45", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".47" = and <16 x i1> %".43", %".46"
  %".48" = icmp sge i64 %"data_pack_l.4", 1
  %".49" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".48", i32 0
  %".50" = shufflevector <16 x i1> %".49", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".51" = and <16 x i1> %".47", %".50"
  %".52" = icmp slt i64 %"data_pack_l.4", 7
  %".53" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".52", i32 0
  %".54" = shufflevector <16 x i1> %".53", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".55" = and <16 x i1> %".51", %".54"
  %".56" = mul i64 %"data_pack_i.2", 180
  %".57" = mul i64 %"data_pack_j.3", 576
  %".58" = add i64 %".56", %".57"
  %".59" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36>
  %".60" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".58", i32 0
  %".61" = shufflevector <16 x i64> %".60", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".62" = add <16 x i64> %".61", %".59"
  %".63" = mul i64 %"data_pack_k.1", 6
  %".64" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".63", i32 0
  %".65" = shufflevector <16 x i64> %".64", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".66" = add <16 x i64> %".62", %".65"
  %".67" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"data_pack_l.4", i32 0
  %".68" = shufflevector <16 x i64> %".67", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".69" = add <16 x i64> %".66", %".68"
  %".70" = sub <16 x i64> %".69", <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %".71" = getelementptr inbounds float, ptr %"data", <16 x i64> %".70"
  %".72" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".71", i32 4, <16 x i1> %".55", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".73" = xor <16 x i1> %".55", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".74" = and <16 x i1> %".55", %".73"
  %".75" = select  <16 x i1> %".55", <16 x float> %".72", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".75", ptr %".28", align 4
  %".77" = add nsw i64 %"data_pack_l.4", 1
  br label %"data_pack_l.4.head"
data_pack_l.4.exit:
  %".79" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
weight_pack_j.5.head:
  %"weight_pack_j.5" = phi  i64 [0, %"data_pack_k.1.exit"], [%".133", %"weight_pack_i.6.exit"]
  %".86" = icmp slt i64 %"weight_pack_j.5", 3
  br i1 %".86", label %"weight_pack_j.5.body", label %"weight_pack_j.5.exit"
weight_pack_j.5.body:
  br label %"weight_pack_i.6.head"
weight_pack_j.5.exit:
  %".135" = icmp slt i64 %"num_threads", 64
  %".136" = select  i1 %".135", i64 %"num_threads", i64 64
  %".137" = icmp sgt i64 %".136", 1
  %".138" = select  i1 %".137", i64 %".136", i64 1
  %".139" = icmp slt i64 %".138", 1
  %".140" = select  i1 %".139", i64 %".138", i64 1
  %".141" = icmp sgt i64 %".140", 1
  %".142" = select  i1 %".141", i64 %".140", i64 1
  store i64 0, ptr %"par.next"
  %".144" = mul i64 %".142", 16
  %".145" = sub i64 %".144", 1
  %".146" = add i64 1, %".145"
  %".147" = sdiv i64 %".146", %".144"
  %".148" = icmp sgt i64 %".147", 1
  %".149" = select  i1 %".148", i64 %".147", i64 1
  br label %"par.fill.head"
weight_pack_i.6.head:
  %"weight_pack_i.6" = phi  i64 [0, %"weight_pack_j.5.body"], [%".131", %"weight_pack_k.7.exit"]
  %".89" = icmp slt i64 %"weight_pack_i.6", 1
  br i1 %".89", label %"weight_pack_i.6.body", label %"weight_pack_i.6.exit"
weight_pack_i.6.body:
  br label %"weight_pack_k.7.head"
weight_pack_i.6.exit:
  %".133" = add nsw i64 %"weight_pack_j.5", 1
  br label %"weight_pack_j.5.head"
weight_pack_k.7.head:
  %"weight_pack_k.7" = phi  i64 [0, %"weight_pack_i.6.body"], [%".129", %"weight_pack_k.7.body"]
  %".92" = icmp slt i64 %"weight_pack_k.7", 3
  br i1 %".92", label %"weight_pack_k.7.body", label %"weight_pack_k.7.exit"
weight_pack_k.7.body:
  %".94" = mul i64 %"weight_pack_i.6", 144
  %".95" = mul i64 %"weight_pack_j.5", 48
  %".96" = add i64 %".94", %".95"
  %".97" = mul i64 %"weight_pack_k.7", 16
  %".98" = add i64 %".96", %".97"
  %".99" = getelementptr inbounds float, ptr %"weight_pack", i64 %".98"
  %".100" = mul i64 %"weight_pack_i.6", 16
  %".101" = sub i64 %".100", 5
  %".102" = sub i64 0, %".101"
  %".103" = icmp slt i64 %".102", -2147483648
  %".104" = select  i1 %".103", i64 -2147483648, i64 %".102"
  %".105" = icmp sgt i64 %".104", 2147483647
  %".106" = select  i1 %".105", i64 2147483647, i64 %".104"
  %".107" = trunc i64 %".106" to i32
  %".108" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".107", i32 0
  %".109" = shufflevector <16 x i32> %".108", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".110" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".109"
  %".111" = mul i64 %"weight_pack_i.6", 144
  %".112" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %".113" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".111", i32 0
  %".114" = shufflevector <16 x i64> %".113", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".115" = add <16 x i64> %".114", %".112"
  %".116" = mul i64 %"weight_pack_j.5", 3
  %".117" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".116", i32 0
  %".118" = shufflevector <16 x i64> %".117", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".119" = add <16 x i64> %".115", %".118"
  %".120" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"weight_pack_k.7", i32 0
  %".121" = shufflevector <16 x i64> %".120", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".122" = add <16 x i64> %".119", %".121"
  %".123" = getelementptr inbounds float, ptr %"weight", <16 x i64> %".122"
  %".124" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".123", i32 4, <16 x i1> %".110", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".125" = xor <16 x i1> %".110", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".126" = and <16 x i1> %".110", %".125"
  %".127" = select  <16 x i1> %".110", <16 x float> %".124", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".127", ptr %".99", align 4
  %".129" = add nsw i64 %"weight_pack_k.7", 1
  br label %"weight_pack_k.7.head"
weight_pack_k.7.exit:
  %".131" = add nsw i64 %"weight_pack_i.6", 1
  br label %"weight_pack_i.6.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"weight_pack_j.5.exit"], [%".196", %"par.fill.body"]
  %".151" = icmp slt i64 %"par.fill", %".142"
  br i1 %".151", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".153" = mul i64 %"par.fill", 9
  %".154" = add i64 %".153", 0
  %".155" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".154"
  store i64 %".149", ptr %".155"
  %".157" = mul i64 %"par.fill", 9
  %".158" = add i64 %".157", 1
  %".159" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".158"
  store i64 1, ptr %".159"
  %".161" = ptrtoint ptr %"par.next" to i64
  %".162" = mul i64 %"par.fill", 9
  %".163" = add i64 %".162", 2
  %".164" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".163"
  store i64 %".161", ptr %".164"
  %".166" = ptrtoint ptr %"data" to i64
  %".167" = mul i64 %"par.fill", 9
  %".168" = add i64 %".167", 3
  %".169" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".168"
  store i64 %".166", ptr %".169"
  %".171" = ptrtoint ptr %"weight" to i64
  %".172" = mul i64 %"par.fill", 9
  %".173" = add i64 %".172", 4
  %".174" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".173"
  store i64 %".171", ptr %".174"
  %".176" = ptrtoint ptr %"out" to i64
  %".177" = mul i64 %"par.fill", 9
  %".178" = add i64 %".177", 5
  %".179" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".178"
  store i64 %".176", ptr %".179"
  %".181" = ptrtoint ptr %"data_pack" to i64
  %".182" = mul i64 %"par.fill", 9
  %".183" = add i64 %".182", 6
  %".184" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".183"
  store i64 %".181", ptr %".184"
  %".186" = ptrtoint ptr %"weight_pack" to i64
  %".187" = mul i64 %"par.fill", 9
  %".188" = add i64 %".187", 7
  %".189" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".188"
  store i64 %".186", ptr %".189"
  %".191" = ptrtoint ptr %"conv_pack" to i64
  %".192" = mul i64 %"par.fill", 9
  %".193" = add i64 %".192", 8
  %".194" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".193"
  store i64 %".191", ptr %".194"
  %".196" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".198" = mul i64 0, 9
  %".199" = add i64 %".198", 0
  %".200" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".199"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".200", i64 72, i64 %".142")
  br label %"out_k.8.head"
out_k.8.head:
  %"out_k.8" = phi  i64 [0, %"par.fill.exit"], [%".245", %"out_i.9.exit"]
  %".203" = icmp slt i64 %"out_k.8", 3
  br i1 %".203", label %"out_k.8.body", label %"out_k.8.exit"
out_k.8.body:
  br label %"out_i.9.head"
out_k.8.exit:
  ret void
out_i.9.head:
  %"out_i.9" = phi  i64 [0, %"out_k.8.body"], [%".243", %"out_jo.10.exit"]
  %".206" = icmp slt i64 %"out_i.9", 1
  br i1 %".206", label %"out_i.9.body", label %"out_i.9.exit"
out_i.9.body:
  br label %"out_jo.10.head"
out_i.9.exit:
  %".245" = add nsw i64 %"out_k.8", 1
  br label %"out_k.8.head"
out_jo.10.head:
  %"out_jo.10" = phi  i64 [0, %"out_i.9.body"], [%".241", %"out_ji.11.exit"]
  %".209" = icmp slt i64 %"out_jo.10", 1
  br i1 %".209", label %"out_jo.10.body", label %"out_jo.10.exit"
out_jo.10.body:
  br label %"out_ji.11.head"
out_jo.10.exit:
  %".243" = add nsw i64 %"out_i.9", 1
  br label %"out_i.9.head"
out_ji.11.head:
  %"out_ji.11" = phi  i64 [0, %"out_jo.10.body"], [%".239", %"out_ji.11.body"]
  %".212" = icmp slt i64 %"out_ji.11", 5
  br i1 %".212", label %"out_ji.11.body", label %"out_ji.11.exit"
out_ji.11.body:
  %".214" = mul i64 %"out_i.9", 45
  %".215" = mul i64 %"out_jo.10", 45
  %".216" = add i64 %".214", %".215"
  %".217" = mul i64 %"out_ji.11", 9
  %".218" = add i64 %".216", %".217"
  %".219" = mul i64 %"out_k.8", 3
  %".220" = add i64 %".218", %".219"
  %".221" = getelementptr inbounds float, ptr %"out", i64 %".220"
  %".222" = mul i64 %"out_i.9", 144
  %".223" = mul i64 %"out_k.8", 48
  %".224" = add i64 %".222", %".223"
  %".225" = mul <3 x i64> <i64 0, i64 1, i64 2>, <i64 16, i64 16, i64 16>
  %".226" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".224", i32 0
  %".227" = shufflevector <3 x i64> %".226", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".228" = add <3 x i64> %".227", %".225"
  %".229" = mul i64 %"out_jo.10", 5
  %".230" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".229", i32 0
  %".231" = shufflevector <3 x i64> %".230", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".232" = add <3 x i64> %".228", %".231"
  %".233" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %"out_ji.11", i32 0
  %".234" = shufflevector <3 x i64> %".233", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".235" = add <3 x i64> %".232", %".234"
  %".236" = getelementptr inbounds float, ptr %"conv_pack", <3 x i64> %".235"
  %".237" = call <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".236", i32 4, <3 x i1> <i1 1, i1 1, i1 1>, <3 x float> <float              0x0, float              0x0, float              0x0>)
  store <3 x float> %".237", ptr %".221", align 4
  %".239" = add nsw i64 %"out_ji.11", 1
  br label %"out_ji.11.head"
out_ji.11.exit:
  %".241" = add nsw i64 %"out_jo.10", 1
  br label %"out_jo.10.head"
}

declare <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

define internal ptr @"kernel_par1"(ptr %".1") #0
{
entry:
  %"conv_pack_acc" = alloca [32 x float], align 64
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
  %".22" = getelementptr inbounds i64, ptr %".1", i64 7
  %".23" = load i64, ptr %".22"
  %".24" = inttoptr i64 %".23" to ptr
  %".25" = getelementptr inbounds i64, ptr %".1", i64 8
  %".26" = load i64, ptr %".25"
  %".27" = inttoptr i64 %".26" to ptr
  br label %"chunk.take"
chunk.take:
  %".29" = atomicrmw add ptr %".9", i64 %".4" monotonic
  %".30" = icmp slt i64 %".29", %".6"
  br i1 %".30", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".32" = add i64 %".29", %".4"
  %".33" = icmp slt i64 %".32", %".6"
  %".34" = select  i1 %".33", i64 %".32", i64 %".6"
  br label %"conv_pack_j.1.head"
chunk.done:
  ret ptr null
conv_pack_j.1.head:
  %"conv_pack_j.1" = phi  i64 [%".29", %"chunk.run"], [%".256", %"conv_pack_ko.2.exit"]
  %".36" = icmp slt i64 %"conv_pack_j.1", %".34"
  br i1 %".36", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  br label %"chunk.take"
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".254", %"conv_pack_i.3.exit"]
  %".39" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".39", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".256" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".252", %"conv_pack_lo.4.exit"]
  %".42" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".42", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".254" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".250", %"conv_pack_lo.4.body.endif.endif"]
  %".45" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".45", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".47" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".47", align 4
  %".49" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".49", align 4
  %".51" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".52" = mul i64 %"conv_pack_i.3", 1152
  %".53" = mul i64 %"conv_pack_j.1", 1152
  %".54" = add i64 %".52", %".53"
  %".55" = mul i64 %"conv_pack_ko.2", 288
  %".56" = add i64 %".54", %".55"
  %".57" = mul i64 %"conv_pack_lo.4", 64
  %".58" = add i64 %".56", %".57"
  %".59" = getelementptr inbounds float, ptr %".21", i64 %".58"
  %".60" = load <16 x float>, ptr %".59", align 4
  %".61" = mul i64 %"conv_pack_j.1", 144
  %".62" = getelementptr inbounds float, ptr %".24", i64 %".61"
  %".63" = load <16 x float>, ptr %".62", align 4
  %".64" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".65" = load <16 x float>, ptr %".64", align 4
  %".66" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".60", <16 x float> %".63", <16 x float> %".65")
  store <16 x float> %".66", ptr %".51", align 4
  %".68" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".69" = getelementptr inbounds float, ptr %".59", i64 32
  %".70" = load <16 x float>, ptr %".69", align 4
  %".71" = load <16 x float>, ptr %".62", align 4
  %".72" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".73" = load <16 x float>, ptr %".72", align 4
  %".74" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".70", <16 x float> %".71", <16 x float> %".73")
  store <16 x float> %".74", ptr %".68", align 4
  %".76" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".77" = getelementptr inbounds float, ptr %".59", i64 16
  %".78" = load <16 x float>, ptr %".77", align 4
  %".79" = getelementptr inbounds float, ptr %".62", i64 16
  %".80" = load <16 x float>, ptr %".79", align 4
  %".81" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".82" = load <16 x float>, ptr %".81", align 4
  %".83" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".78", <16 x float> %".80", <16 x float> %".82")
  store <16 x float> %".83", ptr %".76", align 4
  %".85" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".86" = getelementptr inbounds float, ptr %".59", i64 48
  %".87" = load <16 x float>, ptr %".86", align 4
  %".88" = getelementptr inbounds float, ptr %".62", i64 16
  %".89" = load <16 x float>, ptr %".88", align 4
  %".90" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".91" = load <16 x float>, ptr %".90", align 4
  %".92" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".87", <16 x float> %".89", <16 x float> %".91")
  store <16 x float> %".92", ptr %".85", align 4
  %".94" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".95" = getelementptr inbounds float, ptr %".59", i64 32
  %".96" = load <16 x float>, ptr %".95", align 4
  %".97" = getelementptr inbounds float, ptr %".62", i64 32
  %".98" = load <16 x float>, ptr %".97", align 4
  %".99" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".100" = load <16 x float>, ptr %".99", align 4
  %".101" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".96", <16 x float> %".98", <16 x float> %".100")
  store <16 x float> %".101", ptr %".94", align 4
  %".103" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".104" = getelementptr inbounds float, ptr %".59", i64 64
  %".105" = load <16 x float>, ptr %".104", align 4
  %".106" = getelementptr inbounds float, ptr %".62", i64 32
  %".107" = load <16 x float>, ptr %".106", align 4
  %".108" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".109" = load <16 x float>, ptr %".108", align 4
  %".110" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".105", <16 x float> %".107", <16 x float> %".109")
  store <16 x float> %".110", ptr %".103", align 4
  %".112" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".113" = getelementptr inbounds float, ptr %".59", i64 144
  %".114" = load <16 x float>, ptr %".113", align 4
  %".115" = getelementptr inbounds float, ptr %".62", i64 48
  %".116" = load <16 x float>, ptr %".115", align 4
  %".117" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".118" = load <16 x float>, ptr %".117", align 4
  %".119" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".114", <16 x float> %".116", <16 x float> %".118")
  store <16 x float> %".119", ptr %".112", align 4
  %".121" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".122" = getelementptr inbounds float, ptr %".59", i64 176
  %".123" = load <16 x float>, ptr %".122", align 4
  %".124" = getelementptr inbounds float, ptr %".62", i64 48
  %".125" = load <16 x float>, ptr %".124", align 4
  %".126" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".127" = load <16 x float>, ptr %".126", align 4
  %".128" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".123", <16 x float> %".125", <16 x float> %".127")
  store <16 x float> %".128", ptr %".121", align 4
  %".130" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".131" = getelementptr inbounds float, ptr %".59", i64 160
  %".132" = load <16 x float>, ptr %".131", align 4
  %".133" = getelementptr inbounds float, ptr %".62", i64 64
  %".134" = load <16 x float>, ptr %".133", align 4
  %".135" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".136" = load <16 x float>, ptr %".135", align 4
  %".137" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".132", <16 x float> %".134", <16 x float> %".136")
  store <16 x float> %".137", ptr %".130", align 4
  %".139" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".140" = getelementptr inbounds float, ptr %".59", i64 192
  %".141" = load <16 x float>, ptr %".140", align 4
  %".142" = getelementptr inbounds float, ptr %".62", i64 64
  %".143" = load <16 x float>, ptr %".142", align 4
  %".144" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".145" = load <16 x float>, ptr %".144", align 4
  %".146" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".141", <16 x float> %".143", <16 x float> %".145")
  store <16 x float> %".146", ptr %".139", align 4
  %".148" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".149" = getelementptr inbounds float, ptr %".59", i64 176
  %".150" = load <16 x float>, ptr %".149", align 4
  %".151" = getelementptr inbounds float, ptr %".62", i64 80
  %".152" = load <16 x float>, ptr %".151", align 4
  %".153" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".154" = load <16 x float>, ptr %".153", align 4
  %".155" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".150", <16 x float> %".152", <16 x float> %".154")
  store <16 x float> %".155", ptr %".148", align 4
  %".157" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".158" = getelementptr inbounds float, ptr %".59", i64 208
  %".159" = load <16 x float>, ptr %".158", align 4
  %".160" = getelementptr inbounds float, ptr %".62", i64 80
  %".161" = load <16 x float>, ptr %".160", align 4
  %".162" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".163" = load <16 x float>, ptr %".162", align 4
  %".164" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".159", <16 x float> %".161", <16 x float> %".163")
  store <16 x float> %".164", ptr %".157", align 4
  %".166" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".167" = getelementptr inbounds float, ptr %".59", i64 288
  %".168" = load <16 x float>, ptr %".167", align 4
  %".169" = getelementptr inbounds float, ptr %".62", i64 96
  %".170" = load <16 x float>, ptr %".169", align 4
  %".171" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".172" = load <16 x float>, ptr %".171", align 4
  %".173" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".168", <16 x float> %".170", <16 x float> %".172")
  store <16 x float> %".173", ptr %".166", align 4
  %".175" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".176" = getelementptr inbounds float, ptr %".59", i64 320
  %".177" = load <16 x float>, ptr %".176", align 4
  %".178" = getelementptr inbounds float, ptr %".62", i64 96
  %".179" = load <16 x float>, ptr %".178", align 4
  %".180" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".181" = load <16 x float>, ptr %".180", align 4
  %".182" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".177", <16 x float> %".179", <16 x float> %".181")
  store <16 x float> %".182", ptr %".175", align 4
  %".184" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".185" = getelementptr inbounds float, ptr %".59", i64 304
  %".186" = load <16 x float>, ptr %".185", align 4
  %".187" = getelementptr inbounds float, ptr %".62", i64 112
  %".188" = load <16 x float>, ptr %".187", align 4
  %".189" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".190" = load <16 x float>, ptr %".189", align 4
  %".191" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".186", <16 x float> %".188", <16 x float> %".190")
  store <16 x float> %".191", ptr %".184", align 4
  %".193" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".194" = getelementptr inbounds float, ptr %".59", i64 336
  %".195" = load <16 x float>, ptr %".194", align 4
  %".196" = getelementptr inbounds float, ptr %".62", i64 112
  %".197" = load <16 x float>, ptr %".196", align 4
  %".198" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".199" = load <16 x float>, ptr %".198", align 4
  %".200" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".195", <16 x float> %".197", <16 x float> %".199")
  store <16 x float> %".200", ptr %".193", align 4
  %".202" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".203" = getelementptr inbounds float, ptr %".59", i64 320
  %".204" = load <16 x float>, ptr %".203", align 4
  %".205" = getelementptr inbounds float, ptr %".62", i64 128
  %".206" = load <16 x float>, ptr %".205", align 4
  %".207" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".208" = load <16 x float>, ptr %".207", align 4
  %".209" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".204", <16 x float> %".206", <16 x float> %".208")
  store <16 x float> %".209", ptr %".202", align 4
  %".211" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".212" = getelementptr inbounds float, ptr %".59", i64 352
  %".213" = load <16 x float>, ptr %".212", align 4
  %".214" = getelementptr inbounds float, ptr %".62", i64 128
  %".215" = load <16 x float>, ptr %".214", align 4
  %".216" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".217" = load <16 x float>, ptr %".216", align 4
  %".218" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".213", <16 x float> %".215", <16 x float> %".217")
  store <16 x float> %".218", ptr %".211", align 4
  %".220" = mul i64 %"conv_pack_lo.4", 2
  %".221" = add i64 %".220", 0
  %".222" = icmp slt i64 %".221", 3
  br i1 %".222", label %"conv_pack_lo.4.body.if", label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.exit:
  %".252" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
conv_pack_lo.4.body.if:
  %".224" = mul i64 %"conv_pack_i.3", 144
  %".225" = add i64 %".224", %".61"
  %".226" = mul i64 %"conv_pack_ko.2", 48
  %".227" = add i64 %".225", %".226"
  %".228" = mul i64 %"conv_pack_lo.4", 32
  %".229" = add i64 %".227", %".228"
  %".230" = getelementptr inbounds float, ptr %".27", i64 %".229"
  %".231" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".232" = load <16 x float>, ptr %".231", align 4
  store <16 x float> %".232", ptr %".230", align 4
  br label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.body.endif:
  %".235" = add i64 %".220", 1
  %".236" = icmp slt i64 %".235", 3
  br i1 %".236", label %"conv_pack_lo.4.body.endif.if", label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.if:
  %".238" = mul i64 %"conv_pack_i.3", 144
  %".239" = add i64 %".238", %".61"
  %".240" = mul i64 %"conv_pack_ko.2", 48
  %".241" = add i64 %".239", %".240"
  %".242" = mul i64 %"conv_pack_lo.4", 32
  %".243" = add i64 %".241", %".242"
  %".244" = getelementptr inbounds float, ptr %".27", i64 %".243"
  %".245" = getelementptr inbounds float, ptr %".244", i64 16
  %".246" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".247" = load <16 x float>, ptr %".246", align 4
  store <16 x float> %".247", ptr %".245", align 4
  br label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.endif:
  %".250" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

declare <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".1", i32 %".2", <3 x i1> %".3", <3 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
