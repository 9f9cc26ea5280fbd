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
  %"range" = phi  i64 [0, %"body"], [%".275", %"chunk.done"]
  %".33" = icmp slt i64 %"range", %".13"
  br i1 %".33", label %"range.body", label %"range.exit"
range.body:
  %".35" = add i64 %".11", %"range"
  %".36" = icmp sge i64 %".35", %".13"
  %".37" = sub i64 %".35", %".13"
  %".38" = select  i1 %".36", i64 %".37", i64 %".35"
  %".39" = add i64 %".38", 1
  %".40" = mul i64 %".39", %".6"
  %".41" = sdiv i64 %".40", %".13"
  %".42" = mul i64 %".38", 8
  %".43" = getelementptr inbounds i64, ptr %".9", i64 %".42"
  br label %"chunk.take"
range.exit:
  ret ptr null
chunk.take:
  %".45" = atomicrmw add ptr %".43", i64 %".4" monotonic
  %".46" = icmp slt i64 %".45", %".41"
  br i1 %".46", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".48" = add i64 %".45", %".4"
  %".49" = icmp slt i64 %".48", %".41"
  %".50" = select  i1 %".49", i64 %".48", i64 %".41"
  br label %"conv_pack_j.1.head"
chunk.done:
  %".275" = add nsw i64 %"range", 1
  br label %"range.head"
conv_pack_j.1.head:
  %"conv_pack_j.1" = phi  i64 [%".45", %"chunk.run"], [%".272", %"conv_pack_ko.2.exit"]
  %".52" = icmp slt i64 %"conv_pack_j.1", %".50"
  br i1 %".52", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  br label %"chunk.take"
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".270", %"conv_pack_i.3.exit"]
  %".55" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".55", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".272" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".268", %"conv_pack_lo.4.exit"]
  %".58" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".58", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".270" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".266", %"conv_pack_lo.4.body.endif.endif"]
  %".61" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".61", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".63" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".63", align 4
  %".65" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".65", align 4
  %".67" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".68" = mul i64 %"conv_pack_i.3", 1152
  %".69" = mul i64 %"conv_pack_j.1", 1152
  %".70" = add i64 %".68", %".69"
  %".71" = mul i64 %"conv_pack_ko.2", 288
  %".72" = add i64 %".70", %".71"
  %".73" = mul i64 %"conv_pack_lo.4", 64
  %".74" = add i64 %".72", %".73"
  %".75" = getelementptr inbounds float, ptr %".25", i64 %".74"
  %".76" = load <16 x float>, ptr %".75", align 4
  %".77" = mul i64 %"conv_pack_j.1", 144
  %".78" = getelementptr inbounds float, ptr %".28", i64 %".77"
  %".79" = load <16 x float>, ptr %".78", align 4
  %".80" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".81" = load <16 x float>, ptr %".80", align 4
  %".82" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".76", <16 x float> %".79", <16 x float> %".81")
  store <16 x float> %".82", ptr %".67", align 4
  %".84" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".85" = getelementptr inbounds float, ptr %".75", i64 32
  %".86" = load <16 x float>, ptr %".85", align 4
  %".87" = load <16 x float>, ptr %".78", align 4
  %".88" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".89" = load <16 x float>, ptr %".88", align 4
  %".90" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".86", <16 x float> %".87", <16 x float> %".89")
  store <16 x float> %".90", ptr %".84", align 4
  %".92" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".93" = getelementptr inbounds float, ptr %".75", i64 16
  %".94" = load <16 x float>, ptr %".93", align 4
  %".95" = getelementptr inbounds float, ptr %".78", i64 16
  %".96" = load <16 x float>, ptr %".95", align 4
  %".97" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".98" = load <16 x float>, ptr %".97", align 4
  %".99" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".94", <16 x float> %".96", <16 x float> %".98")
  store <16 x float> %".99", ptr %".92", align 4
  %".101" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".102" = getelementptr inbounds float, ptr %".75", i64 48
  %".103" = load <16 x float>, ptr %".102", align 4
  %".104" = getelementptr inbounds float, ptr %".78", i64 16
  %".105" = load <16 x float>, ptr %".104", align 4
  %".106" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".107" = load <16 x float>, ptr %".106", align 4
  %".108" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".103", <16 x float> %".105", <16 x float> %".107")
  store <16 x float> %".108", ptr %".101", align 4
  %".110" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".111" = getelementptr inbounds float, ptr %".75", i64 32
  %".112" = load <16 x float>, ptr %".111", align 4
  %".113" = getelementptr inbounds float, ptr %".78", i64 32
  %".114" = load <16 x float>, ptr %".113", align 4
  %".115" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".116" = load <16 x float>, ptr %".115", align 4
  %".117" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".112", <16 x float> %".114", <16 x float> %".116")
  store <16 x float> %".117", ptr %".110", align 4
  %".119" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".120" = getelementptr inbounds float, ptr %".75", i64 64
  %".121" = load <16 x float>, ptr %".120", align 4
  %".122" = getelementptr inbounds float, ptr %".78", i64 32
  %".123" = load <16 x float>, ptr %".122", align 4
  %".124" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".125" = load <16 x float>, ptr %".124", align 4
  %".126" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".121", <16 x float> %".123", <16 x float> %".125")
  store <16 x float> %".126", ptr %".119", align 4
  %".128" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".129" = getelementptr inbounds float, ptr %".75", i64 144
  %".130" = load <16 x float>, ptr %".129", align 4
  %".131" = getelementptr inbounds float, ptr %".78", i64 48
  %".132" = load <16 x float>, ptr %".131", align 4
  %".133" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".134" = load <16 x float>, ptr %".133", align 4
  %".135" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".130", <16 x float> %".132", <16 x float> %".134")
  store <16 x float> %".135", ptr %".128", align 4
  %".137" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".138" = getelementptr inbounds float, ptr %".75", i64 176
  %".139" = load <16 x float>, ptr %".138", align 4
  %".140" = getelementptr inbounds float, ptr %".78", i64 48
  %".141" = load <16 x float>, ptr %".140", align 4
  %".142" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".143" = load <16 x float>, ptr %".142", align 4
  %".144" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".139", <16 x float> %".141", <16 x float> %".143")
  store <16 x float> %".144", ptr %".137", align 4
  %".146" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".147" = getelementptr inbounds float, ptr %".75", i64 160
  %".148" = load <16 x float>, ptr %".147", align 4
  %".149" = getelementptr inbounds float, ptr %".78", i64 64
  %".150" = load <16 x float>, ptr %".149", align 4
  %".151" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".152" = load <16 x float>, ptr %".151", align 4
  %".153" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".148", <16 x float> %".150", <16 x float> %".152")
  store <16 x float> %".153", ptr %".146", align 4
  %".155" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".156" = getelementptr inbounds float, ptr %".75", i64 192
  %".157" = load <16 x float>, ptr %".156", align 4
  %".158" = getelementptr inbounds float, ptr %".78", i64 64
  %".159" = load <16 x float>, ptr %".158", align 4
  %".160" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".161" = load <16 x float>, ptr %".160", align 4
  %".162" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".157", <16 x float> %".159", <16 x float> %".161")
  store <16 x float> %".162", ptr %".155", align 4
  %".164" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".165" = getelementptr inbounds float, ptr %".75", i64 176
  %".166" = load <16 x float>, ptr %".165", align 4
  %".167" = getelementptr inbounds float, ptr %".78", i64 80
  %".168" = load <16 x float>, ptr %".167", align 4
  %".169" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".170" = load <16 x float>, ptr %".169", align 4
  %".171" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".166", <16 x float> %".168", <16 x float> %".170")
  store <16 x float> %".171", ptr %".164", align 4
  %".173" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".174" = getelementptr inbounds float, ptr %".75", i64 208
  %".175" = load <16 x float>, ptr %".174", align 4
  %".176" = getelementptr inbounds float, ptr %".78", i64 80
  %".177" = load <16 x float>, ptr %".176", align 4
  %".178" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".179" = load <16 x float>, ptr %".178", align 4
  %".180" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".175", <16 x float> %".177", <16 x float> %".179")
  store <16 x float> %".180", ptr %".173", align 4
  %".182" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".183" = getelementptr inbounds float, ptr %".75", i64 288
  %".184" = load <16 x float>, ptr %".183", align 4
  %".185" = getelementptr inbounds float, ptr %".78", i64 96
  %".186" = load <16 x float>, ptr %".185", align 4
  %".187" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".188" = load <16 x float>, ptr %".187", align 4
  %".189" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".184", <16 x float> %".186", <16 x float> %".188")
  store <16 x float> %".189", ptr %".182", align 4
  %".191" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".192" = getelementptr inbounds float, ptr %".75", i64 320
  %".193" = load <16 x float>, ptr %".192", align 4
  %".194" = getelementptr inbounds float, ptr %".78", i64 96
  %".195" = load <16 x float>, ptr %".194", align 4
  %".196" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".197" = load <16 x float>, ptr %".196", align 4
  %".198" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".193", <16 x float> %".195", <16 x float> %".197")
  store <16 x float> %".198", ptr %".191", align 4
  %".200" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".201" = getelementptr inbounds float, ptr %".75", i64 304
  %".202" = load <16 x float>, ptr %".201", align 4
  %".203" = getelementptr inbounds float, ptr %".78", i64 112
  %".204" = load <16 x float>, ptr %".203", align 4
  %".205" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".206" = load <16 x float>, ptr %".205", align 4
  %".207" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".202", <16 x float> %".204", <16 x float> %".206")
  store <16 x float> %".207", ptr %".200", align 4
  %".209" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".210" = getelementptr inbounds float, ptr %".75", i64 336
  %".211" = load <16 x float>, ptr %".210", align 4
  %".212" = getelementptr inbounds float, ptr %".78", i64 112
  %".213" = load <16 x float>, ptr %".212", align 4
  %".214" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".215" = load <16 x float>, ptr %".214", align 4
  %".216" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".211", <16 x float> %".213", <16 x float> %".215")
  store <16 x float> %".216", ptr %".209", align 4
  %".218" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".219" = getelementptr inbounds float, ptr %".75", i64 320
  %".220" = load <16 x float>, ptr %".219", align 4
  %".221" = getelementptr inbounds float, ptr %".78", i64 128
  %".222" = load <16 x float>, ptr %".221", align 4
  %".223" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".224" = load <16 x float>, ptr %".223", align 4
  %".225" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".220", <16 x float> %".222", <16 x float> %".224")
  store <16 x float> %".225", ptr %".218", align 4
  %".227" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".228" = getelementptr inbounds float, ptr %".75", i64 352
  %".229" = load <16 x float>, ptr %".228", align 4
  %".230" = getelementptr inbounds float, ptr %".78", i64 128
  %".231" = load <16 x float>, ptr %".230", align 4
  %".232" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".233" = load <16 x float>, ptr %".232", align 4
  %".234" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".229", <16 x float> %".231", <16 x float> %".233")
  store <16 x float> %".234", ptr %".227", align 4
  %".236" = mul i64 %"conv_pack_lo.4", 2
  %".237" = add i64 %".236", 0
  %".238" = icmp slt i64 %".237", 3
  br i1 %".238", label %"conv_pack_lo.4.body.if", label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.exit:
  %".268" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
conv_pack_lo.4.body.if:
  %".240" = mul i64 %"conv_pack_i.3", 144
  %".241" = add i64 %".240", %".77"
  %".242" = mul i64 %"conv_pack_ko.2", 48
  %".243" = add i64 %".241", %".242"
  %".244" = mul i64 %"conv_pack_lo.4", 32
  %".245" = add i64 %".243", %".244"
  %".246" = getelementptr inbounds float, ptr %".31", i64 %".245"
  %".247" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".248" = load <16 x float>, ptr %".247", align 4
  store <16 x float> %".248", ptr %".246", align 4
  br label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.body.endif:
  %".251" = add i64 %".236", 1
  %".252" = icmp slt i64 %".251", 3
  br i1 %".252", label %"conv_pack_lo.4.body.endif.if", label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.if:
  %".254" = mul i64 %"conv_pack_i.3", 144
  %".255" = add i64 %".254", %".77"
  %".256" = mul i64 %"conv_pack_ko.2", 48
  %".257" = add i64 %".255", %".256"
  %".258" = mul i64 %"conv_pack_lo.4", 32
  %".259" = add i64 %".257", %".258"
  %".260" = getelementptr inbounds float, ptr %".31", i64 %".259"
  %".261" = getelementptr inbounds float, ptr %".260", i64 16
  %".262" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".263" = load <16 x float>, ptr %".262", align 4
  store <16 x float> %".263", ptr %".261", align 4
  br label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.endif:
  %".266" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

declare <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".1", i32 %".2", <3 x i1> %".3", <3 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
