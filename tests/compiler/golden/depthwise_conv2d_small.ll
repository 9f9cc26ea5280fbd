; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [704 x i64], align 64
  %"par.next" = alloca [512 x i64], align 64
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
  %".143" = mul i64 %".142", 16
  %".144" = sub i64 %".143", 1
  %".145" = add i64 1, %".144"
  %".146" = sdiv i64 %".145", %".143"
  %".147" = icmp sgt i64 %".146", 1
  %".148" = select  i1 %".147", i64 %".146", i64 1
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
  %"par.fill" = phi  i64 [0, %"weight_pack_j.5.exit"], [%".208", %"par.fill.body"]
  %".150" = icmp slt i64 %"par.fill", %".142"
  br i1 %".150", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".152" = mul i64 %"par.fill", 1
  %".153" = sdiv i64 %".152", %".142"
  %".154" = mul i64 %"par.fill", 8
  %".155" = getelementptr inbounds i64, ptr %"par.next", i64 %".154"
  store i64 %".153", ptr %".155"
  %".157" = mul i64 %"par.fill", 11
  %".158" = add i64 %".157", 0
  %".159" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".158"
  store i64 %".148", ptr %".159"
  %".161" = mul i64 %"par.fill", 11
  %".162" = add i64 %".161", 1
  %".163" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".162"
  store i64 1, ptr %".163"
  %".165" = ptrtoint ptr %"par.next" to i64
  %".166" = mul i64 %"par.fill", 11
  %".167" = add i64 %".166", 2
  %".168" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".167"
  store i64 %".165", ptr %".168"
  %".170" = mul i64 %"par.fill", 11
  %".171" = add i64 %".170", 3
  %".172" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".171"
  store i64 %"par.fill", ptr %".172"
  %".174" = mul i64 %"par.fill", 11
  %".175" = add i64 %".174", 4
  %".176" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".175"
  store i64 %".142", ptr %".176"
  %".178" = ptrtoint ptr %"data" to i64
  %".179" = mul i64 %"par.fill", 11
  %".180" = add i64 %".179", 5
  %".181" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".180"
  store i64 %".178", ptr %".181"
  %".183" = ptrtoint ptr %"weight" to i64
  %".184" = mul i64 %"par.fill", 11
  %".185" = add i64 %".184", 6
  %".186" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".185"
  store i64 %".183", ptr %".186"
  %".188" = ptrtoint ptr %"out" to i64
  %".189" = mul i64 %"par.fill", 11
  %".190" = add i64 %".189", 7
  %".191" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".190"
  store i64 %".188", ptr %".191"
  %".193" = ptrtoint ptr %"data_pack" to i64
  %".194" = mul i64 %"par.fill", 11
  %".195" = add i64 %".194", 8
  %".196" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".195"
  store i64 %".193", ptr %".196"
  %".198" = ptrtoint ptr %"weight_pack" to i64
  %".199" = mul i64 %"par.fill", 11
  %".200" = add i64 %".199", 9
  %".201" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".200"
  store i64 %".198", ptr %".201"
  %".203" = ptrtoint ptr %"conv_pack" to i64
  %".204" = mul i64 %"par.fill", 11
  %".205" = add i64 %".204", 10
  %".206" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".205"
  store i64 %".203", ptr %".206"
  %".208" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".210" = mul i64 0, 11
  %".211" = add i64 %".210", 0
  %".212" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".211"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".212", i64 88, i64 %".142")
  br label %"out_k.8.head"
out_k.8.head:
  %"out_k.8" = phi  i64 [0, %"par.fill.exit"], [%".257", %"out_i.9.exit"]
  %".215" = icmp slt i64 %"out_k.8", 3
  br i1 %".215", label %"out_k.8.body", label %"out_k.8.exit"
out_k.8.body:
  br label %"out_i.9.head"
out_k.8.exit:
  ret void
out_i.9.head:
  %"out_i.9" = phi  i64 [0, %"out_k.8.body"], [%".255", %"out_jo.10.exit"]
  %".218" = icmp slt i64 %"out_i.9", 1
  br i1 %".218", label %"out_i.9.body", label %"out_i.9.exit"
out_i.9.body:
  br label %"out_jo.10.head"
out_i.9.exit:
  %".257" = add nsw i64 %"out_k.8", 1
  br label %"out_k.8.head"
out_jo.10.head:
  %"out_jo.10" = phi  i64 [0, %"out_i.9.body"], [%".253", %"out_ji.11.exit"]
  %".221" = icmp slt i64 %"out_jo.10", 1
  br i1 %".221", label %"out_jo.10.body", label %"out_jo.10.exit"
out_jo.10.body:
  br label %"out_ji.11.head"
out_jo.10.exit:
  %".255" = add nsw i64 %"out_i.9", 1
  br label %"out_i.9.head"
out_ji.11.head:
  %"out_ji.11" = phi  i64 [0, %"out_jo.10.body"], [%".251", %"out_ji.11.body"]
  %".224" = icmp slt i64 %"out_ji.11", 5
  br i1 %".224", label %"out_ji.11.body", label %"out_ji.11.exit"
out_ji.11.body:
  %".226" = mul i64 %"out_i.9", 45
  %".227" = mul i64 %"out_jo.10", 45
  %".228" = add i64 %".226", %".227"
  %".229" = mul i64 %"out_ji.11", 9
  %".230" = add i64 %".228", %".229"
  %".231" = mul i64 %"out_k.8", 3
  %".232" = add i64 %".230", %".231"
  %".233" = getelementptr inbounds float, ptr %"out", i64 %".232"
  %".234" = mul i64 %"out_i.9", 144
  %".235" = mul i64 %"out_k.8", 48
  %".236" = add i64 %".234", %".235"
  %".237" = mul <3 x i64> <i64 0, i64 1, i64 2>, <i64 16, i64 16, i64 16>
  %".238" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".236", i32 0
  %".239" = shufflevector <3 x i64> %".238", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".240" = add <3 x i64> %".239", %".237"
  %".241" = mul i64 %"out_jo.10", 5
  %".242" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".241", i32 0
  %".243" = shufflevector <3 x i64> %".242", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".244" = add <3 x i64> %".240", %".243"
  %".245" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %"out_ji.11", i32 0
  %".246" = shufflevector <3 x i64> %".245", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".247" = add <3 x i64> %".244", %".246"
  %".248" = getelementptr inbounds float, ptr %"conv_pack", <3 x i64> %".247"
  %".249" = call <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".248", i32 4, <3 x i1> <i1 1, i1 1, i1 1>, <3 x float> <float              0x0, float              0x0, float              0x0>)
  store <3 x float> %".249", ptr %".233", align 4
  %".251" = add nsw i64 %"out_ji.11", 1
  br label %"out_ji.11.head"
out_ji.11.exit:
  %".253" = add nsw i64 %"out_jo.10", 1
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
  %".26" = getelementptr inbounds i64, ptr %".1", i64 9
  %".27" = load i64, ptr %".26"
  %".28" = inttoptr i64 %".27" to ptr
  %".29" = getelementptr inbounds i64, ptr %".1", i64 10
  %".30" = load i64, ptr %".29"
  %".31" = inttoptr i64 %".30" to ptr
  br label %"range.head"
range.head:
  %".33" = phi  i64 [0, %"body"], [%".276", %"range.next"]
  %".34" = icmp slt i64 %".33", %".13"
  br i1 %".34", label %"range.enter", label %"chunk.done"
range.enter:
  %".36" = add i64 %".11", %".33"
  %".37" = icmp sge i64 %".36", %".13"
  %".38" = sub i64 %".36", %".13"
  %".39" = select  i1 %".37", i64 %".38", i64 %".36"
  %".40" = add i64 %".39", 1
  %".41" = mul i64 %".40", %".6"
  %".42" = sdiv i64 %".41", %".13"
  %".43" = mul i64 %".39", 8
  %".44" = getelementptr inbounds i64, ptr %".9", i64 %".43"
  br label %"chunk.take"
chunk.take:
  %".46" = atomicrmw add ptr %".44", i64 %".4" monotonic
  %".47" = icmp slt i64 %".46", %".42"
  br i1 %".47", label %"chunk.run", label %"range.next"
chunk.run:
  %".49" = add i64 %".46", %".4"
  %".50" = icmp slt i64 %".49", %".42"
  %".51" = select  i1 %".50", i64 %".49", i64 %".42"
  br label %"conv_pack_j.1.head"
range.next:
  %".276" = add i64 %".33", 1
  br label %"range.head"
chunk.done:
  ret ptr null
conv_pack_j.1.head:
  %"conv_pack_j.1" = phi  i64 [%".46", %"chunk.run"], [%".273", %"conv_pack_ko.2.exit"]
  %".53" = icmp slt i64 %"conv_pack_j.1", %".51"
  br i1 %".53", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  br label %"chunk.take"
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".271", %"conv_pack_i.3.exit"]
  %".56" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".56", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".273" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".269", %"conv_pack_lo.4.exit"]
  %".59" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".59", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".271" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".267", %"conv_pack_lo.4.body.endif.endif"]
  %".62" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".62", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".64" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".64", align 4
  %".66" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".66", align 4
  %".68" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".69" = mul i64 %"conv_pack_i.3", 1152
  %".70" = mul i64 %"conv_pack_j.1", 1152
  %".71" = add i64 %".69", %".70"
  %".72" = mul i64 %"conv_pack_ko.2", 288
  %".73" = add i64 %".71", %".72"
  %".74" = mul i64 %"conv_pack_lo.4", 64
  %".75" = add i64 %".73", %".74"
  %".76" = getelementptr inbounds float, ptr %".25", i64 %".75"
  %".77" = load <16 x float>, ptr %".76", align 4
  %".78" = mul i64 %"conv_pack_j.1", 144
  %".79" = getelementptr inbounds float, ptr %".28", i64 %".78"
  %".80" = load <16 x float>, ptr %".79", align 4
  %".81" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".82" = load <16 x float>, ptr %".81", align 4
  %".83" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".77", <16 x float> %".80", <16 x float> %".82")
  store <16 x float> %".83", ptr %".68", align 4
  %".85" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".86" = getelementptr inbounds float, ptr %".76", i64 32
  %".87" = load <16 x float>, ptr %".86", align 4
  %".88" = load <16 x float>, ptr %".79", align 4
  %".89" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".90" = load <16 x float>, ptr %".89", align 4
  %".91" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".87", <16 x float> %".88", <16 x float> %".90")
  store <16 x float> %".91", ptr %".85", align 4
  %".93" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".94" = getelementptr inbounds float, ptr %".76", i64 16
  %".95" = load <16 x float>, ptr %".94", align 4
  %".96" = getelementptr inbounds float, ptr %".79", i64 16
  %".97" = load <16 x float>, ptr %".96", align 4
  %".98" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".99" = load <16 x float>, ptr %".98", align 4
  %".100" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".95", <16 x float> %".97", <16 x float> %".99")
  store <16 x float> %".100", ptr %".93", align 4
  %".102" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".103" = getelementptr inbounds float, ptr %".76", i64 48
  %".104" = load <16 x float>, ptr %".103", align 4
  %".105" = getelementptr inbounds float, ptr %".79", i64 16
  %".106" = load <16 x float>, ptr %".105", align 4
  %".107" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".108" = load <16 x float>, ptr %".107", align 4
  %".109" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".104", <16 x float> %".106", <16 x float> %".108")
  store <16 x float> %".109", ptr %".102", align 4
  %".111" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".112" = getelementptr inbounds float, ptr %".76", i64 32
  %".113" = load <16 x float>, ptr %".112", align 4
  %".114" = getelementptr inbounds float, ptr %".79", i64 32
  %".115" = load <16 x float>, ptr %".114", align 4
  %".116" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".117" = load <16 x float>, ptr %".116", align 4
  %".118" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".113", <16 x float> %".115", <16 x float> %".117")
  store <16 x float> %".118", ptr %".111", align 4
  %".120" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".121" = getelementptr inbounds float, ptr %".76", i64 64
  %".122" = load <16 x float>, ptr %".121", align 4
  %".123" = getelementptr inbounds float, ptr %".79", i64 32
  %".124" = load <16 x float>, ptr %".123", align 4
  %".125" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".126" = load <16 x float>, ptr %".125", align 4
  %".127" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".122", <16 x float> %".124", <16 x float> %".126")
  store <16 x float> %".127", ptr %".120", align 4
  %".129" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".130" = getelementptr inbounds float, ptr %".76", i64 144
  %".131" = load <16 x float>, ptr %".130", align 4
  %".132" = getelementptr inbounds float, ptr %".79", i64 48
  %".133" = load <16 x float>, ptr %".132", align 4
  %".134" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".135" = load <16 x float>, ptr %".134", align 4
  %".136" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".131", <16 x float> %".133", <16 x float> %".135")
  store <16 x float> %".136", ptr %".129", align 4
  %".138" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".139" = getelementptr inbounds float, ptr %".76", i64 176
  %".140" = load <16 x float>, ptr %".139", align 4
  %".141" = getelementptr inbounds float, ptr %".79", i64 48
  %".142" = load <16 x float>, ptr %".141", align 4
  %".143" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".144" = load <16 x float>, ptr %".143", align 4
  %".145" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".140", <16 x float> %".142", <16 x float> %".144")
  store <16 x float> %".145", ptr %".138", align 4
  %".147" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".148" = getelementptr inbounds float, ptr %".76", i64 160
  %".149" = load <16 x float>, ptr %".148", align 4
  %".150" = getelementptr inbounds float, ptr %".79", i64 64
  %".151" = load <16 x float>, ptr %".150", align 4
  %".152" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".153" = load <16 x float>, ptr %".152", align 4
  %".154" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".149", <16 x float> %".151", <16 x float> %".153")
  store <16 x float> %".154", ptr %".147", align 4
  %".156" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".157" = getelementptr inbounds float, ptr %".76", i64 192
  %".158" = load <16 x float>, ptr %".157", align 4
  %".159" = getelementptr inbounds float, ptr %".79", i64 64
  %".160" = load <16 x float>, ptr %".159", align 4
  %".161" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".162" = load <16 x float>, ptr %".161", align 4
  %".163" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".158", <16 x float> %".160", <16 x float> %".162")
  store <16 x float> %".163", ptr %".156", align 4
  %".165" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".166" = getelementptr inbounds float, ptr %".76", i64 176
  %".167" = load <16 x float>, ptr %".166", align 4
  %".168" = getelementptr inbounds float, ptr %".79", i64 80
  %".169" = load <16 x float>, ptr %".168", align 4
  %".170" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".171" = load <16 x float>, ptr %".170", align 4
  %".172" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".167", <16 x float> %".169", <16 x float> %".171")
  store <16 x float> %".172", ptr %".165", align 4
  %".174" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".175" = getelementptr inbounds float, ptr %".76", i64 208
  %".176" = load <16 x float>, ptr %".175", align 4
  %".177" = getelementptr inbounds float, ptr %".79", i64 80
  %".178" = load <16 x float>, ptr %".177", align 4
  %".179" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".180" = load <16 x float>, ptr %".179", align 4
  %".181" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".176", <16 x float> %".178", <16 x float> %".180")
  store <16 x float> %".181", ptr %".174", align 4
  %".183" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".184" = getelementptr inbounds float, ptr %".76", i64 288
  %".185" = load <16 x float>, ptr %".184", align 4
  %".186" = getelementptr inbounds float, ptr %".79", i64 96
  %".187" = load <16 x float>, ptr %".186", align 4
  %".188" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".189" = load <16 x float>, ptr %".188", align 4
  %".190" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".185", <16 x float> %".187", <16 x float> %".189")
  store <16 x float> %".190", ptr %".183", align 4
  %".192" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".193" = getelementptr inbounds float, ptr %".76", i64 320
  %".194" = load <16 x float>, ptr %".193", align 4
  %".195" = getelementptr inbounds float, ptr %".79", i64 96
  %".196" = load <16 x float>, ptr %".195", align 4
  %".197" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".198" = load <16 x float>, ptr %".197", align 4
  %".199" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".194", <16 x float> %".196", <16 x float> %".198")
  store <16 x float> %".199", ptr %".192", align 4
  %".201" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".202" = getelementptr inbounds float, ptr %".76", i64 304
  %".203" = load <16 x float>, ptr %".202", align 4
  %".204" = getelementptr inbounds float, ptr %".79", i64 112
  %".205" = load <16 x float>, ptr %".204", align 4
  %".206" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".207" = load <16 x float>, ptr %".206", align 4
  %".208" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".203", <16 x float> %".205", <16 x float> %".207")
  store <16 x float> %".208", ptr %".201", align 4
  %".210" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".211" = getelementptr inbounds float, ptr %".76", i64 336
  %".212" = load <16 x float>, ptr %".211", align 4
  %".213" = getelementptr inbounds float, ptr %".79", i64 112
  %".214" = load <16 x float>, ptr %".213", align 4
  %".215" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".216" = load <16 x float>, ptr %".215", align 4
  %".217" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".212", <16 x float> %".214", <16 x float> %".216")
  store <16 x float> %".217", ptr %".210", align 4
  %".219" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".220" = getelementptr inbounds float, ptr %".76", i64 320
  %".221" = load <16 x float>, ptr %".220", align 4
  %".222" = getelementptr inbounds float, ptr %".79", i64 128
  %".223" = load <16 x float>, ptr %".222", align 4
  %".224" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".225" = load <16 x float>, ptr %".224", align 4
  %".226" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".221", <16 x float> %".223", <16 x float> %".225")
  store <16 x float> %".226", ptr %".219", align 4
  %".228" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".229" = getelementptr inbounds float, ptr %".76", i64 352
  %".230" = load <16 x float>, ptr %".229", align 4
  %".231" = getelementptr inbounds float, ptr %".79", i64 128
  %".232" = load <16 x float>, ptr %".231", align 4
  %".233" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".234" = load <16 x float>, ptr %".233", align 4
  %".235" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".230", <16 x float> %".232", <16 x float> %".234")
  store <16 x float> %".235", ptr %".228", align 4
  %".237" = mul i64 %"conv_pack_lo.4", 2
  %".238" = add i64 %".237", 0
  %".239" = icmp slt i64 %".238", 3
  br i1 %".239", label %"conv_pack_lo.4.body.if", label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.exit:
  %".269" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
conv_pack_lo.4.body.if:
  %".241" = mul i64 %"conv_pack_i.3", 144
  %".242" = add i64 %".241", %".78"
  %".243" = mul i64 %"conv_pack_ko.2", 48
  %".244" = add i64 %".242", %".243"
  %".245" = mul i64 %"conv_pack_lo.4", 32
  %".246" = add i64 %".244", %".245"
  %".247" = getelementptr inbounds float, ptr %".31", i64 %".246"
  %".248" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".249" = load <16 x float>, ptr %".248", align 4
  store <16 x float> %".249", ptr %".247", align 4
  br label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.body.endif:
  %".252" = add i64 %".237", 1
  %".253" = icmp slt i64 %".252", 3
  br i1 %".253", label %"conv_pack_lo.4.body.endif.if", label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.if:
  %".255" = mul i64 %"conv_pack_i.3", 144
  %".256" = add i64 %".255", %".78"
  %".257" = mul i64 %"conv_pack_ko.2", 48
  %".258" = add i64 %".256", %".257"
  %".259" = mul i64 %"conv_pack_lo.4", 32
  %".260" = add i64 %".258", %".259"
  %".261" = getelementptr inbounds float, ptr %".31", i64 %".260"
  %".262" = getelementptr inbounds float, ptr %".261", i64 16
  %".263" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".264" = load <16 x float>, ptr %".263", align 4
  store <16 x float> %".264", ptr %".262", align 4
  br label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.endif:
  %".267" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

declare <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".1", i32 %".2", <3 x i1> %".3", <3 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
