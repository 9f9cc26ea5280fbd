; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [512 x i64], align 64
  br label %"body"
body:
  br label %"data_pack_k.1.head"
data_pack_k.1.head:
  %"data_pack_k.1" = phi  i64 [0, %"body"], [%".77", %"data_pack_i.2.exit"]
  %".10" = icmp slt i64 %"data_pack_k.1", 8
  br i1 %".10", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  br label %"weight_pack_j.5.head"
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".75", %"data_pack_j.3.exit"]
  %".13" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".13", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".77" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".73", %"data_pack_l.4.exit"]
  %".16" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".16", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".75" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".71", %"data_pack_l.4.body"]
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
  %".30" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".29", i32 0
  %".31" = shufflevector <16 x i64> %".30", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".32" = add <16 x i64> %".31", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".33" = icmp slt <16 x i64> %".32", <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %".34" = icmp sge i64 %"data_pack_k.1", 1
  %".35" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".34", i32 0
  %".36" = shufflevector <16 x i1> %".35", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".37" = and <16 x i1> %".33", %".36"
  %".38" = icmp slt i64 %"data_pack_k.1", 7
  %".39" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".38", i32 0
  %".40" = shufflevector <16 x i1> %".39", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".41" = and <16 x i1> %".37", %".40"
  %".42" = icmp sge i64 %"data_pack_l.4", 1
  %".43" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".42", i32 0
  %".44" = shufflevector <16 x i1> %".43", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".45" = and <16 x i1> %".41", %".44"
  %".46" = icmp slt i64 %"data_pack_l.4", 7
  %".47" = insertelement <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, i1 %".46", i32 0
  %".48" = shufflevector <16 x i1> %".47", <16 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".49" = and <16 x i1> %".45", %".48"
  %".50" = mul i64 %"data_pack_i.2", 180
  %".51" = mul i64 %"data_pack_j.3", 576
  %".52" = add i64 %".50", %".51"
  %".53" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36, i64 36>
  %".54" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".52", i32 0
  %".55" = shufflevector <16 x i64> %".54", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".56" = add <16 x i64> %".55", %".53"
  %".57" = mul i64 %"data_pack_k.1", 6
  %".58" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".57", i32 0
  %".59" = shufflevector <16 x i64> %".58", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".60" = add <16 x i64> %".56", %".59"
  %".61" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"data_pack_l.4", i32 0
  %".62" = shufflevector <16 x i64> %".61", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".63" = add <16 x i64> %".60", %".62"
  %".64" = sub <16 x i64> %".63", <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %".65" = getelementptr inbounds float, ptr %"data", <16 x i64> %".64"
  %".66" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".65", i32 4, <16 x i1> %".49", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".67" = xor <16 x i1> %".49", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".68" = and <16 x i1> %".49", %".67"
  %".69" = select  <16 x i1> %".49", <16 x float> %".66", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".69", ptr %".28", align 4
  %".71" = add nsw i64 %"data_pack_l.4", 1
  br label %"data_pack_l.4.head"
data_pack_l.4.exit:
  %".73" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
weight_pack_j.5.head:
  %"weight_pack_j.5" = phi  i64 [0, %"data_pack_k.1.exit"], [%".121", %"weight_pack_i.6.exit"]
  %".80" = icmp slt i64 %"weight_pack_j.5", 3
  br i1 %".80", label %"weight_pack_j.5.body", label %"weight_pack_j.5.exit"
weight_pack_j.5.body:
  br label %"weight_pack_i.6.head"
weight_pack_j.5.exit:
  %".123" = icmp slt i64 %"num_threads", 64
  %".124" = select  i1 %".123", i64 %"num_threads", i64 64
  %".125" = icmp sgt i64 %".124", 1
  %".126" = select  i1 %".125", i64 %".124", i64 1
  %".127" = icmp slt i64 %".126", 1
  %".128" = select  i1 %".127", i64 %".126", i64 1
  %".129" = icmp sgt i64 %".128", 1
  %".130" = select  i1 %".129", i64 %".128", i64 1
  br label %"par.fill.head"
weight_pack_i.6.head:
  %"weight_pack_i.6" = phi  i64 [0, %"weight_pack_j.5.body"], [%".119", %"weight_pack_k.7.exit"]
  %".83" = icmp slt i64 %"weight_pack_i.6", 1
  br i1 %".83", label %"weight_pack_i.6.body", label %"weight_pack_i.6.exit"
weight_pack_i.6.body:
  br label %"weight_pack_k.7.head"
weight_pack_i.6.exit:
  %".121" = add nsw i64 %"weight_pack_j.5", 1
  br label %"weight_pack_j.5.head"
weight_pack_k.7.head:
  %"weight_pack_k.7" = phi  i64 [0, %"weight_pack_i.6.body"], [%".117", %"weight_pack_k.7.body"]
  %".86" = icmp slt i64 %"weight_pack_k.7", 3
  br i1 %".86", label %"weight_pack_k.7.body", label %"weight_pack_k.7.exit"
weight_pack_k.7.body:
  %".88" = mul i64 %"weight_pack_i.6", 144
  %".89" = mul i64 %"weight_pack_j.5", 48
  %".90" = add i64 %".88", %".89"
  %".91" = mul i64 %"weight_pack_k.7", 16
  %".92" = add i64 %".90", %".91"
  %".93" = getelementptr inbounds float, ptr %"weight_pack", i64 %".92"
  %".94" = mul i64 %"weight_pack_i.6", 16
  %".95" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".94", i32 0
  %".96" = shufflevector <16 x i64> %".95", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".97" = add <16 x i64> %".96", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".98" = icmp slt <16 x i64> %".97", <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %".99" = mul i64 %"weight_pack_i.6", 144
  %".100" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %".101" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".99", i32 0
  %".102" = shufflevector <16 x i64> %".101", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".103" = add <16 x i64> %".102", %".100"
  %".104" = mul i64 %"weight_pack_j.5", 3
  %".105" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".104", i32 0
  %".106" = shufflevector <16 x i64> %".105", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".107" = add <16 x i64> %".103", %".106"
  %".108" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"weight_pack_k.7", i32 0
  %".109" = shufflevector <16 x i64> %".108", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".110" = add <16 x i64> %".107", %".109"
  %".111" = getelementptr inbounds float, ptr %"weight", <16 x i64> %".110"
  %".112" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".111", i32 4, <16 x i1> %".98", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".113" = xor <16 x i1> %".98", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".114" = and <16 x i1> %".98", %".113"
  %".115" = select  <16 x i1> %".98", <16 x float> %".112", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".115", ptr %".93", align 4
  %".117" = add nsw i64 %"weight_pack_k.7", 1
  br label %"weight_pack_k.7.head"
weight_pack_k.7.exit:
  %".119" = add nsw i64 %"weight_pack_i.6", 1
  br label %"weight_pack_i.6.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"weight_pack_j.5.exit"], [%".177", %"par.fill.body"]
  %".132" = icmp slt i64 %"par.fill", %".130"
  br i1 %".132", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".134" = mul i64 %"par.fill", 1
  %".135" = sdiv i64 %".134", %".130"
  %".136" = mul i64 %"par.fill", 8
  %".137" = add i64 %".136", 0
  %".138" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".137"
  store i64 %".135", ptr %".138"
  %".140" = add i64 %"par.fill", 1
  %".141" = mul i64 %".140", 1
  %".142" = sdiv i64 %".141", %".130"
  %".143" = mul i64 %"par.fill", 8
  %".144" = add i64 %".143", 1
  %".145" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".144"
  store i64 %".142", ptr %".145"
  %".147" = ptrtoint ptr %"data" to i64
  %".148" = mul i64 %"par.fill", 8
  %".149" = add i64 %".148", 2
  %".150" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".149"
  store i64 %".147", ptr %".150"
  %".152" = ptrtoint ptr %"weight" to i64
  %".153" = mul i64 %"par.fill", 8
  %".154" = add i64 %".153", 3
  %".155" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".154"
  store i64 %".152", ptr %".155"
  %".157" = ptrtoint ptr %"out" to i64
  %".158" = mul i64 %"par.fill", 8
  %".159" = add i64 %".158", 4
  %".160" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".159"
  store i64 %".157", ptr %".160"
  %".162" = ptrtoint ptr %"data_pack" to i64
  %".163" = mul i64 %"par.fill", 8
  %".164" = add i64 %".163", 5
  %".165" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".164"
  store i64 %".162", ptr %".165"
  %".167" = ptrtoint ptr %"weight_pack" to i64
  %".168" = mul i64 %"par.fill", 8
  %".169" = add i64 %".168", 6
  %".170" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".169"
  store i64 %".167", ptr %".170"
  %".172" = ptrtoint ptr %"conv_pack" to i64
  %".173" = mul i64 %"par.fill", 8
  %".174" = add i64 %".173", 7
  %".175" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".174"
  store i64 %".172", ptr %".175"
  %".177" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".179" = mul i64 0, 8
  %".180" = add i64 %".179", 0
  %".181" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".180"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".181", i64 64, i64 %".130")
  br label %"out_k.8.head"
out_k.8.head:
  %"out_k.8" = phi  i64 [0, %"par.fill.exit"], [%".226", %"out_i.9.exit"]
  %".184" = icmp slt i64 %"out_k.8", 3
  br i1 %".184", label %"out_k.8.body", label %"out_k.8.exit"
out_k.8.body:
  br label %"out_i.9.head"
out_k.8.exit:
  ret void
out_i.9.head:
  %"out_i.9" = phi  i64 [0, %"out_k.8.body"], [%".224", %"out_jo.10.exit"]
  %".187" = icmp slt i64 %"out_i.9", 1
  br i1 %".187", label %"out_i.9.body", label %"out_i.9.exit"
out_i.9.body:
  br label %"out_jo.10.head"
out_i.9.exit:
  %".226" = add nsw i64 %"out_k.8", 1
  br label %"out_k.8.head"
out_jo.10.head:
  %"out_jo.10" = phi  i64 [0, %"out_i.9.body"], [%".222", %"out_ji.11.exit"]
  %".190" = icmp slt i64 %"out_jo.10", 1
  br i1 %".190", label %"out_jo.10.body", label %"out_jo.10.exit"
out_jo.10.body:
  br label %"out_ji.11.head"
out_jo.10.exit:
  %".224" = add nsw i64 %"out_i.9", 1
  br label %"out_i.9.head"
out_ji.11.head:
  %"out_ji.11" = phi  i64 [0, %"out_jo.10.body"], [%".220", %"out_ji.11.body"]
  %".193" = icmp slt i64 %"out_ji.11", 5
  br i1 %".193", label %"out_ji.11.body", label %"out_ji.11.exit"
out_ji.11.body:
  %".195" = mul i64 %"out_i.9", 45
  %".196" = mul i64 %"out_jo.10", 45
  %".197" = add i64 %".195", %".196"
  %".198" = mul i64 %"out_ji.11", 9
  %".199" = add i64 %".197", %".198"
  %".200" = mul i64 %"out_k.8", 3
  %".201" = add i64 %".199", %".200"
  %".202" = getelementptr inbounds float, ptr %"out", i64 %".201"
  %".203" = mul i64 %"out_i.9", 144
  %".204" = mul i64 %"out_k.8", 48
  %".205" = add i64 %".203", %".204"
  %".206" = mul <3 x i64> <i64 0, i64 1, i64 2>, <i64 16, i64 16, i64 16>
  %".207" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".205", i32 0
  %".208" = shufflevector <3 x i64> %".207", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".209" = add <3 x i64> %".208", %".206"
  %".210" = mul i64 %"out_jo.10", 5
  %".211" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".210", i32 0
  %".212" = shufflevector <3 x i64> %".211", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".213" = add <3 x i64> %".209", %".212"
  %".214" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %"out_ji.11", i32 0
  %".215" = shufflevector <3 x i64> %".214", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".216" = add <3 x i64> %".213", %".215"
  %".217" = getelementptr inbounds float, ptr %"conv_pack", <3 x i64> %".216"
  %".218" = call <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".217", i32 4, <3 x i1> <i1 1, i1 1, i1 1>, <3 x float> <float              0x0, float              0x0, float              0x0>)
  store <3 x float> %".218", ptr %".202", align 4
  %".220" = add nsw i64 %"out_ji.11", 1
  br label %"out_ji.11.head"
out_ji.11.exit:
  %".222" = add nsw i64 %"out_jo.10", 1
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
  br label %"conv_pack_j.1.head"
conv_pack_j.1.head:
  %"conv_pack_j.1" = phi  i64 [%".4", %"body"], [%".246", %"conv_pack_ko.2.exit"]
  %".26" = icmp slt i64 %"conv_pack_j.1", %".6"
  br i1 %".26", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  ret ptr null
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".244", %"conv_pack_i.3.exit"]
  %".29" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".29", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".246" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".242", %"conv_pack_lo.4.exit"]
  %".32" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".32", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".244" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".240", %"conv_pack_lo.4.body.endif.endif"]
  %".35" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".35", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".37" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".37", align 4
  %".39" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".39", align 4
  %".41" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".42" = mul i64 %"conv_pack_i.3", 1152
  %".43" = mul i64 %"conv_pack_j.1", 1152
  %".44" = add i64 %".42", %".43"
  %".45" = mul i64 %"conv_pack_ko.2", 288
  %".46" = add i64 %".44", %".45"
  %".47" = mul i64 %"conv_pack_lo.4", 64
  %".48" = add i64 %".46", %".47"
  %".49" = getelementptr inbounds float, ptr %".18", i64 %".48"
  %".50" = load <16 x float>, ptr %".49", align 4
  %".51" = mul i64 %"conv_pack_j.1", 144
  %".52" = getelementptr inbounds float, ptr %".21", i64 %".51"
  %".53" = load <16 x float>, ptr %".52", align 4
  %".54" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".55" = load <16 x float>, ptr %".54", align 4
  %".56" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".50", <16 x float> %".53", <16 x float> %".55")
  store <16 x float> %".56", ptr %".41", align 4
  %".58" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".59" = getelementptr inbounds float, ptr %".49", i64 32
  %".60" = load <16 x float>, ptr %".59", align 4
  %".61" = load <16 x float>, ptr %".52", align 4
  %".62" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".63" = load <16 x float>, ptr %".62", align 4
  %".64" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".60", <16 x float> %".61", <16 x float> %".63")
  store <16 x float> %".64", ptr %".58", align 4
  %".66" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".67" = getelementptr inbounds float, ptr %".49", i64 16
  %".68" = load <16 x float>, ptr %".67", align 4
  %".69" = getelementptr inbounds float, ptr %".52", i64 16
  %".70" = load <16 x float>, ptr %".69", align 4
  %".71" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".72" = load <16 x float>, ptr %".71", align 4
  %".73" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".68", <16 x float> %".70", <16 x float> %".72")
  store <16 x float> %".73", ptr %".66", align 4
  %".75" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".76" = getelementptr inbounds float, ptr %".49", i64 48
  %".77" = load <16 x float>, ptr %".76", align 4
  %".78" = getelementptr inbounds float, ptr %".52", i64 16
  %".79" = load <16 x float>, ptr %".78", align 4
  %".80" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".81" = load <16 x float>, ptr %".80", align 4
  %".82" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".77", <16 x float> %".79", <16 x float> %".81")
  store <16 x float> %".82", ptr %".75", align 4
  %".84" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".85" = getelementptr inbounds float, ptr %".49", i64 32
  %".86" = load <16 x float>, ptr %".85", align 4
  %".87" = getelementptr inbounds float, ptr %".52", i64 32
  %".88" = load <16 x float>, ptr %".87", align 4
  %".89" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".90" = load <16 x float>, ptr %".89", align 4
  %".91" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".86", <16 x float> %".88", <16 x float> %".90")
  store <16 x float> %".91", ptr %".84", align 4
  %".93" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".94" = getelementptr inbounds float, ptr %".49", i64 64
  %".95" = load <16 x float>, ptr %".94", align 4
  %".96" = getelementptr inbounds float, ptr %".52", i64 32
  %".97" = load <16 x float>, ptr %".96", align 4
  %".98" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".99" = load <16 x float>, ptr %".98", align 4
  %".100" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".95", <16 x float> %".97", <16 x float> %".99")
  store <16 x float> %".100", ptr %".93", align 4
  %".102" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".103" = getelementptr inbounds float, ptr %".49", i64 144
  %".104" = load <16 x float>, ptr %".103", align 4
  %".105" = getelementptr inbounds float, ptr %".52", i64 48
  %".106" = load <16 x float>, ptr %".105", align 4
  %".107" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".108" = load <16 x float>, ptr %".107", align 4
  %".109" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".104", <16 x float> %".106", <16 x float> %".108")
  store <16 x float> %".109", ptr %".102", align 4
  %".111" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".112" = getelementptr inbounds float, ptr %".49", i64 176
  %".113" = load <16 x float>, ptr %".112", align 4
  %".114" = getelementptr inbounds float, ptr %".52", i64 48
  %".115" = load <16 x float>, ptr %".114", align 4
  %".116" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".117" = load <16 x float>, ptr %".116", align 4
  %".118" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".113", <16 x float> %".115", <16 x float> %".117")
  store <16 x float> %".118", ptr %".111", align 4
  %".120" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".121" = getelementptr inbounds float, ptr %".49", i64 160
  %".122" = load <16 x float>, ptr %".121", align 4
  %".123" = getelementptr inbounds float, ptr %".52", i64 64
  %".124" = load <16 x float>, ptr %".123", align 4
  %".125" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".126" = load <16 x float>, ptr %".125", align 4
  %".127" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".122", <16 x float> %".124", <16 x float> %".126")
  store <16 x float> %".127", ptr %".120", align 4
  %".129" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".130" = getelementptr inbounds float, ptr %".49", i64 192
  %".131" = load <16 x float>, ptr %".130", align 4
  %".132" = getelementptr inbounds float, ptr %".52", i64 64
  %".133" = load <16 x float>, ptr %".132", align 4
  %".134" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".135" = load <16 x float>, ptr %".134", align 4
  %".136" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".131", <16 x float> %".133", <16 x float> %".135")
  store <16 x float> %".136", ptr %".129", align 4
  %".138" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".139" = getelementptr inbounds float, ptr %".49", i64 176
  %".140" = load <16 x float>, ptr %".139", align 4
  %".141" = getelementptr inbounds float, ptr %".52", i64 80
  %".142" = load <16 x float>, ptr %".141", align 4
  %".143" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".144" = load <16 x float>, ptr %".143", align 4
  %".145" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".140", <16 x float> %".142", <16 x float> %".144")
  store <16 x float> %".145", ptr %".138", align 4
  %".147" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".148" = getelementptr inbounds float, ptr %".49", i64 208
  %".149" = load <16 x float>, ptr %".148", align 4
  %".150" = getelementptr inbounds float, ptr %".52", i64 80
  %".151" = load <16 x float>, ptr %".150", align 4
  %".152" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".153" = load <16 x float>, ptr %".152", align 4
  %".154" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".149", <16 x float> %".151", <16 x float> %".153")
  store <16 x float> %".154", ptr %".147", align 4
  %".156" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".157" = getelementptr inbounds float, ptr %".49", i64 288
  %".158" = load <16 x float>, ptr %".157", align 4
  %".159" = getelementptr inbounds float, ptr %".52", i64 96
  %".160" = load <16 x float>, ptr %".159", align 4
  %".161" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".162" = load <16 x float>, ptr %".161", align 4
  %".163" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".158", <16 x float> %".160", <16 x float> %".162")
  store <16 x float> %".163", ptr %".156", align 4
  %".165" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".166" = getelementptr inbounds float, ptr %".49", i64 320
  %".167" = load <16 x float>, ptr %".166", align 4
  %".168" = getelementptr inbounds float, ptr %".52", i64 96
  %".169" = load <16 x float>, ptr %".168", align 4
  %".170" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".171" = load <16 x float>, ptr %".170", align 4
  %".172" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".167", <16 x float> %".169", <16 x float> %".171")
  store <16 x float> %".172", ptr %".165", align 4
  %".174" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".175" = getelementptr inbounds float, ptr %".49", i64 304
  %".176" = load <16 x float>, ptr %".175", align 4
  %".177" = getelementptr inbounds float, ptr %".52", i64 112
  %".178" = load <16 x float>, ptr %".177", align 4
  %".179" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".180" = load <16 x float>, ptr %".179", align 4
  %".181" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".176", <16 x float> %".178", <16 x float> %".180")
  store <16 x float> %".181", ptr %".174", align 4
  %".183" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".184" = getelementptr inbounds float, ptr %".49", i64 336
  %".185" = load <16 x float>, ptr %".184", align 4
  %".186" = getelementptr inbounds float, ptr %".52", i64 112
  %".187" = load <16 x float>, ptr %".186", align 4
  %".188" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".189" = load <16 x float>, ptr %".188", align 4
  %".190" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".185", <16 x float> %".187", <16 x float> %".189")
  store <16 x float> %".190", ptr %".183", align 4
  %".192" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".193" = getelementptr inbounds float, ptr %".49", i64 320
  %".194" = load <16 x float>, ptr %".193", align 4
  %".195" = getelementptr inbounds float, ptr %".52", i64 128
  %".196" = load <16 x float>, ptr %".195", align 4
  %".197" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".198" = load <16 x float>, ptr %".197", align 4
  %".199" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".194", <16 x float> %".196", <16 x float> %".198")
  store <16 x float> %".199", ptr %".192", align 4
  %".201" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".202" = getelementptr inbounds float, ptr %".49", i64 352
  %".203" = load <16 x float>, ptr %".202", align 4
  %".204" = getelementptr inbounds float, ptr %".52", i64 128
  %".205" = load <16 x float>, ptr %".204", align 4
  %".206" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".207" = load <16 x float>, ptr %".206", align 4
  %".208" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".203", <16 x float> %".205", <16 x float> %".207")
  store <16 x float> %".208", ptr %".201", align 4
  %".210" = mul i64 %"conv_pack_lo.4", 2
  %".211" = add i64 %".210", 0
  %".212" = icmp slt i64 %".211", 3
  br i1 %".212", label %"conv_pack_lo.4.body.if", label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.exit:
  %".242" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
conv_pack_lo.4.body.if:
  %".214" = mul i64 %"conv_pack_i.3", 144
  %".215" = add i64 %".214", %".51"
  %".216" = mul i64 %"conv_pack_ko.2", 48
  %".217" = add i64 %".215", %".216"
  %".218" = mul i64 %"conv_pack_lo.4", 32
  %".219" = add i64 %".217", %".218"
  %".220" = getelementptr inbounds float, ptr %".24", i64 %".219"
  %".221" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".222" = load <16 x float>, ptr %".221", align 4
  store <16 x float> %".222", ptr %".220", align 4
  br label %"conv_pack_lo.4.body.endif"
conv_pack_lo.4.body.endif:
  %".225" = add i64 %".210", 1
  %".226" = icmp slt i64 %".225", 3
  br i1 %".226", label %"conv_pack_lo.4.body.endif.if", label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.if:
  %".228" = mul i64 %"conv_pack_i.3", 144
  %".229" = add i64 %".228", %".51"
  %".230" = mul i64 %"conv_pack_ko.2", 48
  %".231" = add i64 %".229", %".230"
  %".232" = mul i64 %"conv_pack_lo.4", 32
  %".233" = add i64 %".231", %".232"
  %".234" = getelementptr inbounds float, ptr %".24", i64 %".233"
  %".235" = getelementptr inbounds float, ptr %".234", i64 16
  %".236" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".237" = load <16 x float>, ptr %".236", align 4
  store <16 x float> %".237", ptr %".235", align 4
  br label %"conv_pack_lo.4.body.endif.endif"
conv_pack_lo.4.body.endif.endif:
  %".240" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

declare <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".1", i32 %".2", <3 x i1> %".3", <3 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
