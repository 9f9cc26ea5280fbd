; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [576 x i64], align 64
  %"par.next" = alloca i64, align 64
  %"par.ctx.1" = alloca [576 x i64], align 64
  %"par.next.1" = alloca i64, align 64
  %"par.ctx.2" = alloca [576 x i64], align 64
  %"par.next.2" = alloca i64, align 64
  %"par.ctx.3" = alloca [576 x i64], align 64
  %"par.next.3" = alloca i64, align 64
  br label %"body"
body:
  %".9" = icmp slt i64 %"num_threads", 64
  %".10" = select  i1 %".9", i64 %"num_threads", i64 64
  %".11" = icmp sgt i64 %".10", 1
  %".12" = select  i1 %".11", i64 %".10", i64 1
  %".13" = icmp slt i64 %".12", 8
  %".14" = select  i1 %".13", i64 %".12", i64 8
  %".15" = icmp sgt i64 %".14", 1
  %".16" = select  i1 %".15", i64 %".14", i64 1
  store i64 0, ptr %"par.next"
  %".18" = mul i64 %".16", 16
  %".19" = sub i64 %".18", 1
  %".20" = add i64 8, %".19"
  %".21" = sdiv i64 %".20", %".18"
  %".22" = icmp sgt i64 %".21", 1
  %".23" = select  i1 %".22", i64 %".21", i64 1
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".70", %"par.fill.body"]
  %".25" = icmp slt i64 %"par.fill", %".16"
  br i1 %".25", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".27" = mul i64 %"par.fill", 9
  %".28" = add i64 %".27", 0
  %".29" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".28"
  store i64 %".23", ptr %".29"
  %".31" = mul i64 %"par.fill", 9
  %".32" = add i64 %".31", 1
  %".33" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".32"
  store i64 8, ptr %".33"
  %".35" = ptrtoint ptr %"par.next" to i64
  %".36" = mul i64 %"par.fill", 9
  %".37" = add i64 %".36", 2
  %".38" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".37"
  store i64 %".35", ptr %".38"
  %".40" = ptrtoint ptr %"data" to i64
  %".41" = mul i64 %"par.fill", 9
  %".42" = add i64 %".41", 3
  %".43" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".42"
  store i64 %".40", ptr %".43"
  %".45" = ptrtoint ptr %"weight" to i64
  %".46" = mul i64 %"par.fill", 9
  %".47" = add i64 %".46", 4
  %".48" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".47"
  store i64 %".45", ptr %".48"
  %".50" = ptrtoint ptr %"out" to i64
  %".51" = mul i64 %"par.fill", 9
  %".52" = add i64 %".51", 5
  %".53" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".52"
  store i64 %".50", ptr %".53"
  %".55" = ptrtoint ptr %"data_pack" to i64
  %".56" = mul i64 %"par.fill", 9
  %".57" = add i64 %".56", 6
  %".58" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".57"
  store i64 %".55", ptr %".58"
  %".60" = ptrtoint ptr %"weight_pack" to i64
  %".61" = mul i64 %"par.fill", 9
  %".62" = add i64 %".61", 7
  %".63" = getelementptr inbounds [576 x i64], ptr %"par.ctx", i64 0, i64 %".62"
  store i64 %".60", ptr %".63"
  %".65" = ptrtoint ptr %"conv_pack" to i64
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
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".74", i64 72, i64 %".16")
  %".76" = icmp slt i64 %"num_threads", 64
  %".77" = select  i1 %".76", i64 %"num_threads", i64 64
  %".78" = icmp sgt i64 %".77", 1
  %".79" = select  i1 %".78", i64 %".77", i64 1
  %".80" = icmp slt i64 %".79", 3
  %".81" = select  i1 %".80", i64 %".79", i64 3
  %".82" = icmp sgt i64 %".81", 1
  %".83" = select  i1 %".82", i64 %".81", i64 1
  store i64 0, ptr %"par.next.1"
  %".85" = mul i64 %".83", 16
  %".86" = sub i64 %".85", 1
  %".87" = add i64 3, %".86"
  %".88" = sdiv i64 %".87", %".85"
  %".89" = icmp sgt i64 %".88", 1
  %".90" = select  i1 %".89", i64 %".88", i64 1
  br label %"par.fill.head.1"
par.fill.head.1:
  %"par.fill.1" = phi  i64 [0, %"par.fill.exit"], [%".137", %"par.fill.body.1"]
  %".92" = icmp slt i64 %"par.fill.1", %".83"
  br i1 %".92", label %"par.fill.body.1", label %"par.fill.exit.1"
par.fill.body.1:
  %".94" = mul i64 %"par.fill.1", 9
  %".95" = add i64 %".94", 0
  %".96" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".95"
  store i64 %".90", ptr %".96"
  %".98" = mul i64 %"par.fill.1", 9
  %".99" = add i64 %".98", 1
  %".100" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".99"
  store i64 3, ptr %".100"
  %".102" = ptrtoint ptr %"par.next.1" to i64
  %".103" = mul i64 %"par.fill.1", 9
  %".104" = add i64 %".103", 2
  %".105" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".104"
  store i64 %".102", ptr %".105"
  %".107" = ptrtoint ptr %"data" to i64
  %".108" = mul i64 %"par.fill.1", 9
  %".109" = add i64 %".108", 3
  %".110" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".109"
  store i64 %".107", ptr %".110"
  %".112" = ptrtoint ptr %"weight" to i64
  %".113" = mul i64 %"par.fill.1", 9
  %".114" = add i64 %".113", 4
  %".115" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".114"
  store i64 %".112", ptr %".115"
  %".117" = ptrtoint ptr %"out" to i64
  %".118" = mul i64 %"par.fill.1", 9
  %".119" = add i64 %".118", 5
  %".120" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".119"
  store i64 %".117", ptr %".120"
  %".122" = ptrtoint ptr %"data_pack" to i64
  %".123" = mul i64 %"par.fill.1", 9
  %".124" = add i64 %".123", 6
  %".125" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".124"
  store i64 %".122", ptr %".125"
  %".127" = ptrtoint ptr %"weight_pack" to i64
  %".128" = mul i64 %"par.fill.1", 9
  %".129" = add i64 %".128", 7
  %".130" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".129"
  store i64 %".127", ptr %".130"
  %".132" = ptrtoint ptr %"conv_pack" to i64
  %".133" = mul i64 %"par.fill.1", 9
  %".134" = add i64 %".133", 8
  %".135" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".134"
  store i64 %".132", ptr %".135"
  %".137" = add nsw i64 %"par.fill.1", 1
  br label %"par.fill.head.1"
par.fill.exit.1:
  %".139" = mul i64 0, 9
  %".140" = add i64 %".139", 0
  %".141" = getelementptr inbounds [576 x i64], ptr %"par.ctx.1", i64 0, i64 %".140"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par2", ptr %".141", i64 72, i64 %".83")
  %".143" = icmp slt i64 %"num_threads", 64
  %".144" = select  i1 %".143", i64 %"num_threads", i64 64
  %".145" = icmp sgt i64 %".144", 1
  %".146" = select  i1 %".145", i64 %".144", i64 1
  %".147" = icmp slt i64 %".146", 1
  %".148" = select  i1 %".147", i64 %".146", i64 1
  %".149" = icmp sgt i64 %".148", 1
  %".150" = select  i1 %".149", i64 %".148", i64 1
  store i64 0, ptr %"par.next.2"
  %".152" = mul i64 %".150", 16
  %".153" = sub i64 %".152", 1
  %".154" = add i64 1, %".153"
  %".155" = sdiv i64 %".154", %".152"
  %".156" = icmp sgt i64 %".155", 1
  %".157" = select  i1 %".156", i64 %".155", i64 1
  br label %"par.fill.head.2"
par.fill.head.2:
  %"par.fill.2" = phi  i64 [0, %"par.fill.exit.1"], [%".204", %"par.fill.body.2"]
  %".159" = icmp slt i64 %"par.fill.2", %".150"
  br i1 %".159", label %"par.fill.body.2", label %"par.fill.exit.2"
par.fill.body.2:
  %".161" = mul i64 %"par.fill.2", 9
  %".162" = add i64 %".161", 0
  %".163" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".162"
  store i64 %".157", ptr %".163"
  %".165" = mul i64 %"par.fill.2", 9
  %".166" = add i64 %".165", 1
  %".167" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".166"
  store i64 1, ptr %".167"
  %".169" = ptrtoint ptr %"par.next.2" to i64
  %".170" = mul i64 %"par.fill.2", 9
  %".171" = add i64 %".170", 2
  %".172" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".171"
  store i64 %".169", ptr %".172"
  %".174" = ptrtoint ptr %"data" to i64
  %".175" = mul i64 %"par.fill.2", 9
  %".176" = add i64 %".175", 3
  %".177" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".176"
  store i64 %".174", ptr %".177"
  %".179" = ptrtoint ptr %"weight" to i64
  %".180" = mul i64 %"par.fill.2", 9
  %".181" = add i64 %".180", 4
  %".182" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".181"
  store i64 %".179", ptr %".182"
  %".184" = ptrtoint ptr %"out" to i64
  %".185" = mul i64 %"par.fill.2", 9
  %".186" = add i64 %".185", 5
  %".187" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".186"
  store i64 %".184", ptr %".187"
  %".189" = ptrtoint ptr %"data_pack" to i64
  %".190" = mul i64 %"par.fill.2", 9
  %".191" = add i64 %".190", 6
  %".192" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".191"
  store i64 %".189", ptr %".192"
  %".194" = ptrtoint ptr %"weight_pack" to i64
  %".195" = mul i64 %"par.fill.2", 9
  %".196" = add i64 %".195", 7
  %".197" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".196"
  store i64 %".194", ptr %".197"
  %".199" = ptrtoint ptr %"conv_pack" to i64
  %".200" = mul i64 %"par.fill.2", 9
  %".201" = add i64 %".200", 8
  %".202" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".201"
  store i64 %".199", ptr %".202"
  %".204" = add nsw i64 %"par.fill.2", 1
  br label %"par.fill.head.2"
par.fill.exit.2:
  %".206" = mul i64 0, 9
  %".207" = add i64 %".206", 0
  %".208" = getelementptr inbounds [576 x i64], ptr %"par.ctx.2", i64 0, i64 %".207"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par3", ptr %".208", i64 72, i64 %".150")
  %".210" = icmp slt i64 %"num_threads", 64
  %".211" = select  i1 %".210", i64 %"num_threads", i64 64
  %".212" = icmp sgt i64 %".211", 1
  %".213" = select  i1 %".212", i64 %".211", i64 1
  %".214" = icmp slt i64 %".213", 5
  %".215" = select  i1 %".214", i64 %".213", i64 5
  %".216" = icmp sgt i64 %".215", 1
  %".217" = select  i1 %".216", i64 %".215", i64 1
  store i64 0, ptr %"par.next.3"
  %".219" = mul i64 %".217", 16
  %".220" = sub i64 %".219", 1
  %".221" = add i64 5, %".220"
  %".222" = sdiv i64 %".221", %".219"
  %".223" = icmp sgt i64 %".222", 1
  %".224" = select  i1 %".223", i64 %".222", i64 1
  br label %"par.fill.head.3"
par.fill.head.3:
  %"par.fill.3" = phi  i64 [0, %"par.fill.exit.2"], [%".271", %"par.fill.body.3"]
  %".226" = icmp slt i64 %"par.fill.3", %".217"
  br i1 %".226", label %"par.fill.body.3", label %"par.fill.exit.3"
par.fill.body.3:
  %".228" = mul i64 %"par.fill.3", 9
  %".229" = add i64 %".228", 0
  %".230" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".229"
  store i64 %".224", ptr %".230"
  %".232" = mul i64 %"par.fill.3", 9
  %".233" = add i64 %".232", 1
  %".234" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".233"
  store i64 5, ptr %".234"
  %".236" = ptrtoint ptr %"par.next.3" to i64
  %".237" = mul i64 %"par.fill.3", 9
  %".238" = add i64 %".237", 2
  %".239" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".238"
  store i64 %".236", ptr %".239"
  %".241" = ptrtoint ptr %"data" to i64
  %".242" = mul i64 %"par.fill.3", 9
  %".243" = add i64 %".242", 3
  %".244" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".243"
  store i64 %".241", ptr %".244"
  %".246" = ptrtoint ptr %"weight" to i64
  %".247" = mul i64 %"par.fill.3", 9
  %".248" = add i64 %".247", 4
  %".249" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".248"
  store i64 %".246", ptr %".249"
  %".251" = ptrtoint ptr %"out" to i64
  %".252" = mul i64 %"par.fill.3", 9
  %".253" = add i64 %".252", 5
  %".254" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".253"
  store i64 %".251", ptr %".254"
  %".256" = ptrtoint ptr %"data_pack" to i64
  %".257" = mul i64 %"par.fill.3", 9
  %".258" = add i64 %".257", 6
  %".259" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".258"
  store i64 %".256", ptr %".259"
  %".261" = ptrtoint ptr %"weight_pack" to i64
  %".262" = mul i64 %"par.fill.3", 9
  %".263" = add i64 %".262", 7
  %".264" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".263"
  store i64 %".261", ptr %".264"
  %".266" = ptrtoint ptr %"conv_pack" to i64
  %".267" = mul i64 %"par.fill.3", 9
  %".268" = add i64 %".267", 8
  %".269" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".268"
  store i64 %".266", ptr %".269"
  %".271" = add nsw i64 %"par.fill.3", 1
  br label %"par.fill.head.3"
par.fill.exit.3:
  %".273" = mul i64 0, 9
  %".274" = add i64 %".273", 0
  %".275" = getelementptr inbounds [576 x i64], ptr %"par.ctx.3", i64 0, i64 %".274"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par4", ptr %".275", i64 72, i64 %".217")
  ret void
}

define internal ptr @"kernel_par1"(ptr %".1") #0
{
entry:
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
  br label %"data_pack_k.1.head"
chunk.done:
  ret ptr null
data_pack_k.1.head:
  %"data_pack_k.1" = phi  i64 [%".29", %"chunk.run"], [%".90", %"data_pack_i.2.exit"]
  %".36" = icmp slt i64 %"data_pack_k.1", %".34"
  br i1 %".36", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  br label %"chunk.take"
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".88", %"data_pack_j.3.exit"]
  %".39" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".39", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".90" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".86", %"data_pack_l.4.exit"]
  %".42" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".42", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".88" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".84", %"ite.end"]
  %".45" = icmp slt i64 %"data_pack_l.4", 10
  br i1 %".45", label %"data_pack_l.4.body", label %"data_pack_l.4.exit"
data_pack_l.4.body:
  %".47" = mul i64 %"data_pack_i.2", 240
  %".48" = mul i64 %"data_pack_j.3", 240
  %".49" = add i64 %".47", %".48"
  %".50" = mul i64 %"data_pack_k.1", 30
  %".51" = add i64 %".49", %".50"
  %".52" = mul i64 %"data_pack_l.4", 3
  %".53" = add i64 %".51", %".52"
  %".54" = getelementptr inbounds float, ptr %".21", i64 %".53"
  %".55" = icmp sge i64 %"data_pack_k.1", 1
  %".56" = icmp slt i64 %"data_pack_k.1", 6
  %".57" = and i1 %".55", %".56"
  %".58" = icmp sge i64 %"data_pack_l.4", 1
  %".59" = and i1 %".57", %".58"
  %".60" = icmp slt i64 %"data_pack_l.4", 7
  %".61" = and i1 %".59", %".60"
  br i1 %".61", label %"ite.then", label %"ite.else"
data_pack_l.4.exit:
  %".86" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
ite.then:
  %".63" = mul i64 %"data_pack_i.2", 90
  %".64" = mul i64 %"data_pack_j.3", 90
  %".65" = add i64 %".63", %".64"
  %".66" = mul <3 x i64> <i64 0, i64 1, i64 2>, <i64 30, i64 30, i64 30>
  %".67" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".65", i32 0
  %".68" = shufflevector <3 x i64> %".67", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".69" = add <3 x i64> %".68", %".66"
  %".70" = mul i64 %"data_pack_k.1", 6
  %".71" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".70", i32 0
  %".72" = shufflevector <3 x i64> %".71", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".73" = add <3 x i64> %".69", %".72"
  %".74" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %"data_pack_l.4", i32 0
  %".75" = shufflevector <3 x i64> %".74", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".76" = add <3 x i64> %".73", %".75"
  %".77" = sub <3 x i64> %".76", <i64 7, i64 7, i64 7>
  %".78" = getelementptr inbounds float, ptr %".12", <3 x i64> %".77"
  %".79" = call <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".78", i32 4, <3 x i1> <i1 1, i1 1, i1 1>, <3 x float> <float              0x0, float              0x0, float              0x0>)
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".82" = phi  <3 x float> [%".79", %"ite.then"], [<float              0x0, float              0x0, float              0x0>, %"ite.else"]
  store <3 x float> %".82", ptr %".54", align 4
  %".84" = add nsw i64 %"data_pack_l.4", 1
  br label %"data_pack_l.4.head"
}

declare <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".1", i32 %".2", <3 x i1> %".3", <3 x float> %".4")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

define internal ptr @"kernel_par2"(ptr %".1") #0
{
entry:
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
  br label %"weight_pack_k.1.head"
chunk.done:
  ret ptr null
weight_pack_k.1.head:
  %"weight_pack_k.1" = phi  i64 [%".29", %"chunk.run"], [%".105", %"weight_pack_i.2.exit"]
  %".36" = icmp slt i64 %"weight_pack_k.1", %".34"
  br i1 %".36", label %"weight_pack_k.1.body", label %"weight_pack_k.1.exit"
weight_pack_k.1.body:
  br label %"weight_pack_i.2.head"
weight_pack_k.1.exit:
  br label %"chunk.take"
weight_pack_i.2.head:
  %"weight_pack_i.2" = phi  i64 [0, %"weight_pack_k.1.body"], [%".103", %"weight_pack_j.3.exit"]
  %".39" = icmp slt i64 %"weight_pack_i.2", 1
  br i1 %".39", label %"weight_pack_i.2.body", label %"weight_pack_i.2.exit"
weight_pack_i.2.body:
  br label %"weight_pack_j.3.head"
weight_pack_i.2.exit:
  %".105" = add nsw i64 %"weight_pack_k.1", 1
  br label %"weight_pack_k.1.head"
weight_pack_j.3.head:
  %"weight_pack_j.3" = phi  i64 [0, %"weight_pack_i.2.body"], [%".101", %"weight_pack_l.4.exit"]
  %".42" = icmp slt i64 %"weight_pack_j.3", 1
  br i1 %".42", label %"weight_pack_j.3.body", label %"weight_pack_j.3.exit"
weight_pack_j.3.body:
  br label %"weight_pack_l.4.head"
weight_pack_j.3.exit:
  %".103" = add nsw i64 %"weight_pack_i.2", 1
  br label %"weight_pack_i.2.head"
weight_pack_l.4.head:
  %"weight_pack_l.4" = phi  i64 [0, %"weight_pack_j.3.body"], [%".99", %"weight_pack_m.5.exit"]
  %".45" = icmp slt i64 %"weight_pack_l.4", 3
  br i1 %".45", label %"weight_pack_l.4.body", label %"weight_pack_l.4.exit"
weight_pack_l.4.body:
  br label %"weight_pack_m.5.head"
weight_pack_l.4.exit:
  %".101" = add nsw i64 %"weight_pack_j.3", 1
  br label %"weight_pack_j.3.head"
weight_pack_m.5.head:
  %"weight_pack_m.5" = phi  i64 [0, %"weight_pack_l.4.body"], [%".97", %"weight_pack_m.5.body"]
  %".48" = icmp slt i64 %"weight_pack_m.5", 3
  br i1 %".48", label %"weight_pack_m.5.body", label %"weight_pack_m.5.exit"
weight_pack_m.5.body:
  %".50" = mul i64 %"weight_pack_i.2", 432
  %".51" = mul i64 %"weight_pack_j.3", 432
  %".52" = add i64 %".50", %".51"
  %".53" = mul i64 %"weight_pack_k.1", 144
  %".54" = add i64 %".52", %".53"
  %".55" = mul i64 %"weight_pack_l.4", 48
  %".56" = add i64 %".54", %".55"
  %".57" = mul i64 %"weight_pack_m.5", 16
  %".58" = add i64 %".56", %".57"
  %".59" = getelementptr inbounds float, ptr %".24", i64 %".58"
  %".60" = mul i64 %"weight_pack_i.2", 16
  %".61" = sub i64 %".60", 5
  %".62" = sub i64 0, %".61"
  %".63" = icmp slt i64 %".62", -2147483648
  %".64" = select  i1 %".63", i64 -2147483648, i64 %".62"
  %".65" = icmp sgt i64 %".64", 2147483647
  %".66" = select  i1 %".65", i64 2147483647, i64 %".64"
  %".67" = trunc i64 %".66" to i32
  %".68" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".67", i32 0
  %".69" = shufflevector <16 x i32> %".68", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".70" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".69"
  %".71" = mul i64 %"weight_pack_i.2", 432
  %".72" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27>
  %".73" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".71", i32 0
  %".74" = shufflevector <16 x i64> %".73", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".75" = add <16 x i64> %".74", %".72"
  %".76" = mul i64 %"weight_pack_j.3", 27
  %".77" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".76", i32 0
  %".78" = shufflevector <16 x i64> %".77", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".79" = add <16 x i64> %".75", %".78"
  %".80" = mul i64 %"weight_pack_m.5", 9
  %".81" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".80", i32 0
  %".82" = shufflevector <16 x i64> %".81", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".83" = add <16 x i64> %".79", %".82"
  %".84" = mul i64 %"weight_pack_k.1", 3
  %".85" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".84", i32 0
  %".86" = shufflevector <16 x i64> %".85", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".87" = add <16 x i64> %".83", %".86"
  %".88" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"weight_pack_l.4", i32 0
  %".89" = shufflevector <16 x i64> %".88", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".90" = add <16 x i64> %".87", %".89"
  %".91" = getelementptr inbounds float, ptr %".15", <16 x i64> %".90"
  %".92" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".91", i32 4, <16 x i1> %".70", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".93" = xor <16 x i1> %".70", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".94" = and <16 x i1> %".70", %".93"
  %".95" = select  <16 x i1> %".70", <16 x float> %".92", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".95", ptr %".59", align 4
  %".97" = add nsw i64 %"weight_pack_m.5", 1
  br label %"weight_pack_m.5.head"
weight_pack_m.5.exit:
  %".99" = add nsw i64 %"weight_pack_l.4", 1
  br label %"weight_pack_l.4.head"
}

declare <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

define internal ptr @"kernel_par3"(ptr %".1") #0
{
entry:
  %"conv_pack_acc" = alloca [128 x float], align 64
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
  %"conv_pack_j.1" = phi  i64 [%".29", %"chunk.run"], [%".506", %"conv_pack_ko.2.exit"]
  %".36" = icmp slt i64 %"conv_pack_j.1", %".34"
  br i1 %".36", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  br label %"chunk.take"
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".504", %"conv_pack_i.3.exit"]
  %".39" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".39", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".506" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".502", %"conv_pack_lo.4.exit"]
  %".42" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".42", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".504" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".500", %"rc.5.exit.endif.endif"]
  %".45" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".45", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".47" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".47", align 4
  %".49" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".49", align 4
  %".51" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".51", align 4
  %".53" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".53", align 4
  %".55" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".55", align 4
  %".57" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".57", align 4
  %".59" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".59", align 4
  %".61" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".61", align 4
  br label %"rc.5.head"
conv_pack_lo.4.exit:
  %".502" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
rc.5.head:
  %"rc.5" = phi  i64 [0, %"conv_pack_lo.4.body"], [%".360", %"ri.6.exit"]
  %".64" = icmp slt i64 %"rc.5", 1
  br i1 %".64", label %"rc.5.body", label %"rc.5.exit"
rc.5.body:
  br label %"ri.6.head"
rc.5.exit:
  %".362" = mul i64 %"conv_pack_ko.2", 2
  %".363" = add i64 %".362", 0
  %".364" = icmp slt i64 %".363", 5
  br i1 %".364", label %"rc.5.exit.if", label %"rc.5.exit.endif"
ri.6.head:
  %"ri.6" = phi  i64 [0, %"rc.5.body"], [%".358", %"rj.7.exit"]
  %".67" = icmp slt i64 %"ri.6", 3
  br i1 %".67", label %"ri.6.body", label %"ri.6.exit"
ri.6.body:
  br label %"rj.7.head"
ri.6.exit:
  %".360" = add nsw i64 %"rc.5", 1
  br label %"rc.5.head"
rj.7.head:
  %"rj.7" = phi  i64 [0, %"ri.6.body"], [%".356", %"rcio.8.exit"]
  %".70" = icmp slt i64 %"rj.7", 3
  br i1 %".70", label %"rj.7.body", label %"rj.7.exit"
rj.7.body:
  br label %"rcio.8.head"
rj.7.exit:
  %".358" = add nsw i64 %"ri.6", 1
  br label %"ri.6.head"
rcio.8.head:
  %"rcio.8" = phi  i64 [0, %"rj.7.body"], [%".354", %"rcio.8.body"]
  %".73" = icmp slt i64 %"rcio.8", 1
  br i1 %".73", label %"rcio.8.body", label %"rcio.8.exit"
rcio.8.body:
  %".75" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".76" = mul i64 %"conv_pack_i.3", 240
  %".77" = mul i64 %"rc.5", 240
  %".78" = add i64 %".76", %".77"
  %".79" = mul i64 %"conv_pack_ko.2", 60
  %".80" = add i64 %".78", %".79"
  %".81" = mul i64 %"ri.6", 30
  %".82" = add i64 %".80", %".81"
  %".83" = mul i64 %"conv_pack_lo.4", 12
  %".84" = add i64 %".82", %".83"
  %".85" = mul i64 %"rj.7", 3
  %".86" = add i64 %".84", %".85"
  %".87" = mul i64 %"rcio.8", 3
  %".88" = add i64 %".86", %".87"
  %".89" = getelementptr inbounds float, ptr %".21", i64 %".88"
  %".90" = load float, ptr %".89", align 4
  %".91" = mul i64 %"conv_pack_j.1", 432
  %".92" = mul i64 %"rc.5", 432
  %".93" = add i64 %".91", %".92"
  %".94" = mul i64 %"ri.6", 144
  %".95" = add i64 %".93", %".94"
  %".96" = mul i64 %"rj.7", 48
  %".97" = add i64 %".95", %".96"
  %".98" = mul i64 %"rcio.8", 48
  %".99" = add i64 %".97", %".98"
  %".100" = getelementptr inbounds float, ptr %".24", i64 %".99"
  %".101" = load <16 x float>, ptr %".100", align 4
  %".102" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".103" = load <16 x float>, ptr %".102", align 4
  %".104" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".90", i32 0
  %".105" = shufflevector <16 x float> %".104", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".106" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".105", <16 x float> %".101", <16 x float> %".103")
  store <16 x float> %".106", ptr %".75", align 4
  %".108" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".109" = getelementptr inbounds float, ptr %".89", i64 3
  %".110" = load float, ptr %".109", align 4
  %".111" = load <16 x float>, ptr %".100", align 4
  %".112" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".113" = load <16 x float>, ptr %".112", align 4
  %".114" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".110", i32 0
  %".115" = shufflevector <16 x float> %".114", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".116" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".115", <16 x float> %".111", <16 x float> %".113")
  store <16 x float> %".116", ptr %".108", align 4
  %".118" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".119" = getelementptr inbounds float, ptr %".89", i64 6
  %".120" = load float, ptr %".119", align 4
  %".121" = load <16 x float>, ptr %".100", align 4
  %".122" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".123" = load <16 x float>, ptr %".122", align 4
  %".124" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".120", i32 0
  %".125" = shufflevector <16 x float> %".124", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".126" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".125", <16 x float> %".121", <16 x float> %".123")
  store <16 x float> %".126", ptr %".118", align 4
  %".128" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".129" = getelementptr inbounds float, ptr %".89", i64 9
  %".130" = load float, ptr %".129", align 4
  %".131" = load <16 x float>, ptr %".100", align 4
  %".132" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".133" = load <16 x float>, ptr %".132", align 4
  %".134" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".130", i32 0
  %".135" = shufflevector <16 x float> %".134", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".136" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".135", <16 x float> %".131", <16 x float> %".133")
  store <16 x float> %".136", ptr %".128", align 4
  %".138" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".139" = getelementptr inbounds float, ptr %".89", i64 30
  %".140" = load float, ptr %".139", align 4
  %".141" = load <16 x float>, ptr %".100", align 4
  %".142" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".143" = load <16 x float>, ptr %".142", align 4
  %".144" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".140", i32 0
  %".145" = shufflevector <16 x float> %".144", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".146" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".145", <16 x float> %".141", <16 x float> %".143")
  store <16 x float> %".146", ptr %".138", align 4
  %".148" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".149" = getelementptr inbounds float, ptr %".89", i64 33
  %".150" = load float, ptr %".149", align 4
  %".151" = load <16 x float>, ptr %".100", align 4
  %".152" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".153" = load <16 x float>, ptr %".152", align 4
  %".154" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".150", i32 0
  %".155" = shufflevector <16 x float> %".154", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".156" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".155", <16 x float> %".151", <16 x float> %".153")
  store <16 x float> %".156", ptr %".148", align 4
  %".158" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".159" = getelementptr inbounds float, ptr %".89", i64 36
  %".160" = load float, ptr %".159", align 4
  %".161" = load <16 x float>, ptr %".100", align 4
  %".162" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".163" = load <16 x float>, ptr %".162", align 4
  %".164" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".160", i32 0
  %".165" = shufflevector <16 x float> %".164", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".166" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".165", <16 x float> %".161", <16 x float> %".163")
  store <16 x float> %".166", ptr %".158", align 4
  %".168" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".169" = getelementptr inbounds float, ptr %".89", i64 39
  %".170" = load float, ptr %".169", align 4
  %".171" = load <16 x float>, ptr %".100", align 4
  %".172" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".173" = load <16 x float>, ptr %".172", align 4
  %".174" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".170", i32 0
  %".175" = shufflevector <16 x float> %".174", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".176" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".175", <16 x float> %".171", <16 x float> %".173")
  store <16 x float> %".176", ptr %".168", align 4
  %".178" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".179" = getelementptr inbounds float, ptr %".89", i64 1
  %".180" = load float, ptr %".179", align 4
  %".181" = getelementptr inbounds float, ptr %".100", i64 16
  %".182" = load <16 x float>, ptr %".181", align 4
  %".183" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".184" = load <16 x float>, ptr %".183", align 4
  %".185" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".180", i32 0
  %".186" = shufflevector <16 x float> %".185", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".187" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".186", <16 x float> %".182", <16 x float> %".184")
  store <16 x float> %".187", ptr %".178", align 4
  %".189" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".190" = getelementptr inbounds float, ptr %".89", i64 4
  %".191" = load float, ptr %".190", align 4
  %".192" = getelementptr inbounds float, ptr %".100", i64 16
  %".193" = load <16 x float>, ptr %".192", align 4
  %".194" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".195" = load <16 x float>, ptr %".194", align 4
  %".196" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".191", i32 0
  %".197" = shufflevector <16 x float> %".196", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".198" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".197", <16 x float> %".193", <16 x float> %".195")
  store <16 x float> %".198", ptr %".189", align 4
  %".200" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".201" = getelementptr inbounds float, ptr %".89", i64 7
  %".202" = load float, ptr %".201", align 4
  %".203" = getelementptr inbounds float, ptr %".100", i64 16
  %".204" = load <16 x float>, ptr %".203", align 4
  %".205" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".206" = load <16 x float>, ptr %".205", align 4
  %".207" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".202", i32 0
  %".208" = shufflevector <16 x float> %".207", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".209" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".208", <16 x float> %".204", <16 x float> %".206")
  store <16 x float> %".209", ptr %".200", align 4
  %".211" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".212" = getelementptr inbounds float, ptr %".89", i64 10
  %".213" = load float, ptr %".212", align 4
  %".214" = getelementptr inbounds float, ptr %".100", i64 16
  %".215" = load <16 x float>, ptr %".214", align 4
  %".216" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".217" = load <16 x float>, ptr %".216", align 4
  %".218" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".213", i32 0
  %".219" = shufflevector <16 x float> %".218", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".220" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".219", <16 x float> %".215", <16 x float> %".217")
  store <16 x float> %".220", ptr %".211", align 4
  %".222" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".223" = getelementptr inbounds float, ptr %".89", i64 31
  %".224" = load float, ptr %".223", align 4
  %".225" = getelementptr inbounds float, ptr %".100", i64 16
  %".226" = load <16 x float>, ptr %".225", align 4
  %".227" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".228" = load <16 x float>, ptr %".227", align 4
  %".229" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".224", i32 0
  %".230" = shufflevector <16 x float> %".229", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".231" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".230", <16 x float> %".226", <16 x float> %".228")
  store <16 x float> %".231", ptr %".222", align 4
  %".233" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".234" = getelementptr inbounds float, ptr %".89", i64 34
  %".235" = load float, ptr %".234", align 4
  %".236" = getelementptr inbounds float, ptr %".100", i64 16
  %".237" = load <16 x float>, ptr %".236", align 4
  %".238" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".239" = load <16 x float>, ptr %".238", align 4
  %".240" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".235", i32 0
  %".241" = shufflevector <16 x float> %".240", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".242" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".241", <16 x float> %".237", <16 x float> %".239")
  store <16 x float> %".242", ptr %".233", align 4
  %".244" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".245" = getelementptr inbounds float, ptr %".89", i64 37
  %".246" = load float, ptr %".245", align 4
  %".247" = getelementptr inbounds float, ptr %".100", i64 16
  %".248" = load <16 x float>, ptr %".247", align 4
  %".249" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".250" = load <16 x float>, ptr %".249", align 4
  %".251" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".246", i32 0
  %".252" = shufflevector <16 x float> %".251", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".253" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".252", <16 x float> %".248", <16 x float> %".250")
  store <16 x float> %".253", ptr %".244", align 4
  %".255" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".256" = getelementptr inbounds float, ptr %".89", i64 40
  %".257" = load float, ptr %".256", align 4
  %".258" = getelementptr inbounds float, ptr %".100", i64 16
  %".259" = load <16 x float>, ptr %".258", align 4
  %".260" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".261" = load <16 x float>, ptr %".260", align 4
  %".262" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".257", i32 0
  %".263" = shufflevector <16 x float> %".262", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".264" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".263", <16 x float> %".259", <16 x float> %".261")
  store <16 x float> %".264", ptr %".255", align 4
  %".266" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".267" = getelementptr inbounds float, ptr %".89", i64 2
  %".268" = load float, ptr %".267", align 4
  %".269" = getelementptr inbounds float, ptr %".100", i64 32
  %".270" = load <16 x float>, ptr %".269", align 4
  %".271" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".272" = load <16 x float>, ptr %".271", align 4
  %".273" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".268", i32 0
  %".274" = shufflevector <16 x float> %".273", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".275" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".274", <16 x float> %".270", <16 x float> %".272")
  store <16 x float> %".275", ptr %".266", align 4
  %".277" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".278" = getelementptr inbounds float, ptr %".89", i64 5
  %".279" = load float, ptr %".278", align 4
  %".280" = getelementptr inbounds float, ptr %".100", i64 32
  %".281" = load <16 x float>, ptr %".280", align 4
  %".282" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".283" = load <16 x float>, ptr %".282", align 4
  %".284" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".279", i32 0
  %".285" = shufflevector <16 x float> %".284", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".286" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".285", <16 x float> %".281", <16 x float> %".283")
  store <16 x float> %".286", ptr %".277", align 4
  %".288" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".289" = getelementptr inbounds float, ptr %".89", i64 8
  %".290" = load float, ptr %".289", align 4
  %".291" = getelementptr inbounds float, ptr %".100", i64 32
  %".292" = load <16 x float>, ptr %".291", align 4
  %".293" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".294" = load <16 x float>, ptr %".293", align 4
  %".295" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".290", i32 0
  %".296" = shufflevector <16 x float> %".295", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".297" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".296", <16 x float> %".292", <16 x float> %".294")
  store <16 x float> %".297", ptr %".288", align 4
  %".299" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".300" = getelementptr inbounds float, ptr %".89", i64 11
  %".301" = load float, ptr %".300", align 4
  %".302" = getelementptr inbounds float, ptr %".100", i64 32
  %".303" = load <16 x float>, ptr %".302", align 4
  %".304" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".305" = load <16 x float>, ptr %".304", align 4
  %".306" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".301", i32 0
  %".307" = shufflevector <16 x float> %".306", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".308" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".307", <16 x float> %".303", <16 x float> %".305")
  store <16 x float> %".308", ptr %".299", align 4
  %".310" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".311" = getelementptr inbounds float, ptr %".89", i64 32
  %".312" = load float, ptr %".311", align 4
  %".313" = getelementptr inbounds float, ptr %".100", i64 32
  %".314" = load <16 x float>, ptr %".313", align 4
  %".315" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".316" = load <16 x float>, ptr %".315", align 4
  %".317" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".312", i32 0
  %".318" = shufflevector <16 x float> %".317", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".319" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".318", <16 x float> %".314", <16 x float> %".316")
  store <16 x float> %".319", ptr %".310", align 4
  %".321" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".322" = getelementptr inbounds float, ptr %".89", i64 35
  %".323" = load float, ptr %".322", align 4
  %".324" = getelementptr inbounds float, ptr %".100", i64 32
  %".325" = load <16 x float>, ptr %".324", align 4
  %".326" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".327" = load <16 x float>, ptr %".326", align 4
  %".328" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".323", i32 0
  %".329" = shufflevector <16 x float> %".328", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".330" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".329", <16 x float> %".325", <16 x float> %".327")
  store <16 x float> %".330", ptr %".321", align 4
  %".332" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".333" = getelementptr inbounds float, ptr %".89", i64 38
  %".334" = load float, ptr %".333", align 4
  %".335" = getelementptr inbounds float, ptr %".100", i64 32
  %".336" = load <16 x float>, ptr %".335", align 4
  %".337" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".338" = load <16 x float>, ptr %".337", align 4
  %".339" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".334", i32 0
  %".340" = shufflevector <16 x float> %".339", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".341" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".340", <16 x float> %".336", <16 x float> %".338")
  store <16 x float> %".341", ptr %".332", align 4
  %".343" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".344" = getelementptr inbounds float, ptr %".89", i64 41
  %".345" = load float, ptr %".344", align 4
  %".346" = getelementptr inbounds float, ptr %".100", i64 32
  %".347" = load <16 x float>, ptr %".346", align 4
  %".348" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".349" = load <16 x float>, ptr %".348", align 4
  %".350" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".345", i32 0
  %".351" = shufflevector <16 x float> %".350", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".352" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".351", <16 x float> %".347", <16 x float> %".349")
  store <16 x float> %".352", ptr %".343", align 4
  %".354" = add nsw i64 %"rcio.8", 1
  br label %"rcio.8.head"
rcio.8.exit:
  %".356" = add nsw i64 %"rj.7", 1
  br label %"rj.7.head"
rc.5.exit.if:
  %".366" = mul i64 %"conv_pack_lo.4", 4
  %".367" = add i64 %".366", 0
  %".368" = icmp slt i64 %".367", 6
  br i1 %".368", label %"rc.5.exit.if.if", label %"rc.5.exit.if.endif"
rc.5.exit.endif:
  %".431" = add i64 %".362", 1
  %".432" = icmp slt i64 %".431", 5
  br i1 %".432", label %"rc.5.exit.endif.if", label %"rc.5.exit.endif.endif"
rc.5.exit.if.if:
  %".370" = mul i64 %"conv_pack_i.3", 480
  %".371" = mul i64 %"conv_pack_j.1", 480
  %".372" = add i64 %".370", %".371"
  %".373" = mul i64 %"conv_pack_ko.2", 192
  %".374" = add i64 %".372", %".373"
  %".375" = mul i64 %"conv_pack_lo.4", 64
  %".376" = add i64 %".374", %".375"
  %".377" = getelementptr inbounds float, ptr %".27", i64 %".376"
  %".378" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".379" = load <16 x float>, ptr %".378", align 4
  store <16 x float> %".379", ptr %".377", align 4
  br label %"rc.5.exit.if.endif"
rc.5.exit.if.endif:
  %".382" = add i64 %".366", 1
  %".383" = icmp slt i64 %".382", 6
  br i1 %".383", label %"rc.5.exit.if.endif.if", label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.if:
  %".385" = mul i64 %"conv_pack_i.3", 480
  %".386" = mul i64 %"conv_pack_j.1", 480
  %".387" = add i64 %".385", %".386"
  %".388" = mul i64 %"conv_pack_ko.2", 192
  %".389" = add i64 %".387", %".388"
  %".390" = mul i64 %"conv_pack_lo.4", 64
  %".391" = add i64 %".389", %".390"
  %".392" = getelementptr inbounds float, ptr %".27", i64 %".391"
  %".393" = getelementptr inbounds float, ptr %".392", i64 16
  %".394" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".395" = load <16 x float>, ptr %".394", align 4
  store <16 x float> %".395", ptr %".393", align 4
  br label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.endif:
  %".398" = add i64 %".366", 2
  %".399" = icmp slt i64 %".398", 6
  br i1 %".399", label %"rc.5.exit.if.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.if:
  %".401" = mul i64 %"conv_pack_i.3", 480
  %".402" = mul i64 %"conv_pack_j.1", 480
  %".403" = add i64 %".401", %".402"
  %".404" = mul i64 %"conv_pack_ko.2", 192
  %".405" = add i64 %".403", %".404"
  %".406" = mul i64 %"conv_pack_lo.4", 64
  %".407" = add i64 %".405", %".406"
  %".408" = getelementptr inbounds float, ptr %".27", i64 %".407"
  %".409" = getelementptr inbounds float, ptr %".408", i64 32
  %".410" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".411" = load <16 x float>, ptr %".410", align 4
  store <16 x float> %".411", ptr %".409", align 4
  br label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.endif:
  %".414" = add i64 %".366", 3
  %".415" = icmp slt i64 %".414", 6
  br i1 %".415", label %"rc.5.exit.if.endif.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.if:
  %".417" = mul i64 %"conv_pack_i.3", 480
  %".418" = mul i64 %"conv_pack_j.1", 480
  %".419" = add i64 %".417", %".418"
  %".420" = mul i64 %"conv_pack_ko.2", 192
  %".421" = add i64 %".419", %".420"
  %".422" = mul i64 %"conv_pack_lo.4", 64
  %".423" = add i64 %".421", %".422"
  %".424" = getelementptr inbounds float, ptr %".27", i64 %".423"
  %".425" = getelementptr inbounds float, ptr %".424", i64 48
  %".426" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".427" = load <16 x float>, ptr %".426", align 4
  store <16 x float> %".427", ptr %".425", align 4
  br label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.endif:
  br label %"rc.5.exit.endif"
rc.5.exit.endif.if:
  %".434" = mul i64 %"conv_pack_lo.4", 4
  %".435" = add i64 %".434", 0
  %".436" = icmp slt i64 %".435", 6
  br i1 %".436", label %"rc.5.exit.endif.if.if", label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.endif:
  %".500" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
rc.5.exit.endif.if.if:
  %".438" = mul i64 %"conv_pack_i.3", 480
  %".439" = mul i64 %"conv_pack_j.1", 480
  %".440" = add i64 %".438", %".439"
  %".441" = mul i64 %"conv_pack_ko.2", 192
  %".442" = add i64 %".440", %".441"
  %".443" = mul i64 %"conv_pack_lo.4", 64
  %".444" = add i64 %".442", %".443"
  %".445" = getelementptr inbounds float, ptr %".27", i64 %".444"
  %".446" = getelementptr inbounds float, ptr %".445", i64 96
  %".447" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".448" = load <16 x float>, ptr %".447", align 4
  store <16 x float> %".448", ptr %".446", align 4
  br label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.if.endif:
  %".451" = add i64 %".434", 1
  %".452" = icmp slt i64 %".451", 6
  br i1 %".452", label %"rc.5.exit.endif.if.endif.if", label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.if:
  %".454" = mul i64 %"conv_pack_i.3", 480
  %".455" = mul i64 %"conv_pack_j.1", 480
  %".456" = add i64 %".454", %".455"
  %".457" = mul i64 %"conv_pack_ko.2", 192
  %".458" = add i64 %".456", %".457"
  %".459" = mul i64 %"conv_pack_lo.4", 64
  %".460" = add i64 %".458", %".459"
  %".461" = getelementptr inbounds float, ptr %".27", i64 %".460"
  %".462" = getelementptr inbounds float, ptr %".461", i64 112
  %".463" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".464" = load <16 x float>, ptr %".463", align 4
  store <16 x float> %".464", ptr %".462", align 4
  br label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.endif:
  %".467" = add i64 %".434", 2
  %".468" = icmp slt i64 %".467", 6
  br i1 %".468", label %"rc.5.exit.endif.if.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.if:
  %".470" = mul i64 %"conv_pack_i.3", 480
  %".471" = mul i64 %"conv_pack_j.1", 480
  %".472" = add i64 %".470", %".471"
  %".473" = mul i64 %"conv_pack_ko.2", 192
  %".474" = add i64 %".472", %".473"
  %".475" = mul i64 %"conv_pack_lo.4", 64
  %".476" = add i64 %".474", %".475"
  %".477" = getelementptr inbounds float, ptr %".27", i64 %".476"
  %".478" = getelementptr inbounds float, ptr %".477", i64 128
  %".479" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".480" = load <16 x float>, ptr %".479", align 4
  store <16 x float> %".480", ptr %".478", align 4
  br label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif:
  %".483" = add i64 %".434", 3
  %".484" = icmp slt i64 %".483", 6
  br i1 %".484", label %"rc.5.exit.endif.if.endif.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif.if:
  %".486" = mul i64 %"conv_pack_i.3", 480
  %".487" = mul i64 %"conv_pack_j.1", 480
  %".488" = add i64 %".486", %".487"
  %".489" = mul i64 %"conv_pack_ko.2", 192
  %".490" = add i64 %".488", %".489"
  %".491" = mul i64 %"conv_pack_lo.4", 64
  %".492" = add i64 %".490", %".491"
  %".493" = getelementptr inbounds float, ptr %".27", i64 %".492"
  %".494" = getelementptr inbounds float, ptr %".493", i64 144
  %".495" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".496" = load <16 x float>, ptr %".495", align 4
  store <16 x float> %".496", ptr %".494", align 4
  br label %"rc.5.exit.endif.if.endif.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif.endif:
  br label %"rc.5.exit.endif.endif"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

define internal ptr @"kernel_par4"(ptr %".1") #0
{
entry:
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
  br label %"out_k.1.head"
chunk.done:
  ret ptr null
out_k.1.head:
  %"out_k.1" = phi  i64 [%".29", %"chunk.run"], [%".78", %"out_i.2.exit"]
  %".36" = icmp slt i64 %"out_k.1", %".34"
  br i1 %".36", label %"out_k.1.body", label %"out_k.1.exit"
out_k.1.body:
  br label %"out_i.2.head"
out_k.1.exit:
  br label %"chunk.take"
out_i.2.head:
  %"out_i.2" = phi  i64 [0, %"out_k.1.body"], [%".76", %"out_jo.3.exit"]
  %".39" = icmp slt i64 %"out_i.2", 1
  br i1 %".39", label %"out_i.2.body", label %"out_i.2.exit"
out_i.2.body:
  br label %"out_jo.3.head"
out_i.2.exit:
  %".78" = add nsw i64 %"out_k.1", 1
  br label %"out_k.1.head"
out_jo.3.head:
  %"out_jo.3" = phi  i64 [0, %"out_i.2.body"], [%".74", %"out_ji.4.exit"]
  %".42" = icmp slt i64 %"out_jo.3", 1
  br i1 %".42", label %"out_jo.3.body", label %"out_jo.3.exit"
out_jo.3.body:
  br label %"out_ji.4.head"
out_jo.3.exit:
  %".76" = add nsw i64 %"out_i.2", 1
  br label %"out_i.2.head"
out_ji.4.head:
  %"out_ji.4" = phi  i64 [0, %"out_jo.3.body"], [%".72", %"out_ji.4.body"]
  %".45" = icmp slt i64 %"out_ji.4", 5
  br i1 %".45", label %"out_ji.4.body", label %"out_ji.4.exit"
out_ji.4.body:
  %".47" = mul i64 %"out_i.2", 150
  %".48" = mul i64 %"out_jo.3", 150
  %".49" = add i64 %".47", %".48"
  %".50" = mul i64 %"out_ji.4", 30
  %".51" = add i64 %".49", %".50"
  %".52" = mul i64 %"out_k.1", 6
  %".53" = add i64 %".51", %".52"
  %".54" = getelementptr inbounds float, ptr %".18", i64 %".53"
  %".55" = mul i64 %"out_i.2", 480
  %".56" = mul i64 %"out_k.1", 96
  %".57" = add i64 %".55", %".56"
  %".58" = mul <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %".59" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".57", i32 0
  %".60" = shufflevector <6 x i64> %".59", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".61" = add <6 x i64> %".60", %".58"
  %".62" = mul i64 %"out_jo.3", 5
  %".63" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".62", i32 0
  %".64" = shufflevector <6 x i64> %".63", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".65" = add <6 x i64> %".61", %".64"
  %".66" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"out_ji.4", i32 0
  %".67" = shufflevector <6 x i64> %".66", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".68" = add <6 x i64> %".65", %".67"
  %".69" = getelementptr inbounds float, ptr %".27", <6 x i64> %".68"
  %".70" = call <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".69", i32 4, <6 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, <6 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  store <6 x float> %".70", ptr %".54", align 4
  %".72" = add nsw i64 %"out_ji.4", 1
  br label %"out_ji.4.head"
out_ji.4.exit:
  %".74" = add nsw i64 %"out_jo.3", 1
  br label %"out_jo.3.head"
}

declare <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".1", i32 %".2", <6 x i1> %".3", <6 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
