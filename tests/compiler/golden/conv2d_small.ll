; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [512 x i64], align 64
  %"par.ctx.1" = alloca [512 x i64], align 64
  %"par.ctx.2" = alloca [512 x i64], align 64
  %"par.ctx.3" = alloca [512 x i64], align 64
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
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".63", %"par.fill.body"]
  %".18" = icmp slt i64 %"par.fill", %".16"
  br i1 %".18", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".20" = mul i64 %"par.fill", 8
  %".21" = sdiv i64 %".20", %".16"
  %".22" = mul i64 %"par.fill", 8
  %".23" = add i64 %".22", 0
  %".24" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".23"
  store i64 %".21", ptr %".24"
  %".26" = add i64 %"par.fill", 1
  %".27" = mul i64 %".26", 8
  %".28" = sdiv i64 %".27", %".16"
  %".29" = mul i64 %"par.fill", 8
  %".30" = add i64 %".29", 1
  %".31" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".30"
  store i64 %".28", ptr %".31"
  %".33" = ptrtoint ptr %"data" to i64
  %".34" = mul i64 %"par.fill", 8
  %".35" = add i64 %".34", 2
  %".36" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".35"
  store i64 %".33", ptr %".36"
  %".38" = ptrtoint ptr %"weight" to i64
  %".39" = mul i64 %"par.fill", 8
  %".40" = add i64 %".39", 3
  %".41" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".40"
  store i64 %".38", ptr %".41"
  %".43" = ptrtoint ptr %"out" to i64
  %".44" = mul i64 %"par.fill", 8
  %".45" = add i64 %".44", 4
  %".46" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".45"
  store i64 %".43", ptr %".46"
  %".48" = ptrtoint ptr %"data_pack" to i64
  %".49" = mul i64 %"par.fill", 8
  %".50" = add i64 %".49", 5
  %".51" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".50"
  store i64 %".48", ptr %".51"
  %".53" = ptrtoint ptr %"weight_pack" to i64
  %".54" = mul i64 %"par.fill", 8
  %".55" = add i64 %".54", 6
  %".56" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".55"
  store i64 %".53", ptr %".56"
  %".58" = ptrtoint ptr %"conv_pack" to i64
  %".59" = mul i64 %"par.fill", 8
  %".60" = add i64 %".59", 7
  %".61" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".60"
  store i64 %".58", ptr %".61"
  %".63" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".65" = mul i64 0, 8
  %".66" = add i64 %".65", 0
  %".67" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".66"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".67", i64 64, i64 %".16")
  %".69" = icmp slt i64 %"num_threads", 64
  %".70" = select  i1 %".69", i64 %"num_threads", i64 64
  %".71" = icmp sgt i64 %".70", 1
  %".72" = select  i1 %".71", i64 %".70", i64 1
  %".73" = icmp slt i64 %".72", 3
  %".74" = select  i1 %".73", i64 %".72", i64 3
  %".75" = icmp sgt i64 %".74", 1
  %".76" = select  i1 %".75", i64 %".74", i64 1
  br label %"par.fill.head.1"
par.fill.head.1:
  %"par.fill.1" = phi  i64 [0, %"par.fill.exit"], [%".123", %"par.fill.body.1"]
  %".78" = icmp slt i64 %"par.fill.1", %".76"
  br i1 %".78", label %"par.fill.body.1", label %"par.fill.exit.1"
par.fill.body.1:
  %".80" = mul i64 %"par.fill.1", 3
  %".81" = sdiv i64 %".80", %".76"
  %".82" = mul i64 %"par.fill.1", 8
  %".83" = add i64 %".82", 0
  %".84" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".83"
  store i64 %".81", ptr %".84"
  %".86" = add i64 %"par.fill.1", 1
  %".87" = mul i64 %".86", 3
  %".88" = sdiv i64 %".87", %".76"
  %".89" = mul i64 %"par.fill.1", 8
  %".90" = add i64 %".89", 1
  %".91" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".90"
  store i64 %".88", ptr %".91"
  %".93" = ptrtoint ptr %"data" to i64
  %".94" = mul i64 %"par.fill.1", 8
  %".95" = add i64 %".94", 2
  %".96" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".95"
  store i64 %".93", ptr %".96"
  %".98" = ptrtoint ptr %"weight" to i64
  %".99" = mul i64 %"par.fill.1", 8
  %".100" = add i64 %".99", 3
  %".101" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".100"
  store i64 %".98", ptr %".101"
  %".103" = ptrtoint ptr %"out" to i64
  %".104" = mul i64 %"par.fill.1", 8
  %".105" = add i64 %".104", 4
  %".106" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".105"
  store i64 %".103", ptr %".106"
  %".108" = ptrtoint ptr %"data_pack" to i64
  %".109" = mul i64 %"par.fill.1", 8
  %".110" = add i64 %".109", 5
  %".111" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".110"
  store i64 %".108", ptr %".111"
  %".113" = ptrtoint ptr %"weight_pack" to i64
  %".114" = mul i64 %"par.fill.1", 8
  %".115" = add i64 %".114", 6
  %".116" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".115"
  store i64 %".113", ptr %".116"
  %".118" = ptrtoint ptr %"conv_pack" to i64
  %".119" = mul i64 %"par.fill.1", 8
  %".120" = add i64 %".119", 7
  %".121" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".120"
  store i64 %".118", ptr %".121"
  %".123" = add nsw i64 %"par.fill.1", 1
  br label %"par.fill.head.1"
par.fill.exit.1:
  %".125" = mul i64 0, 8
  %".126" = add i64 %".125", 0
  %".127" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".126"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par2", ptr %".127", i64 64, i64 %".76")
  %".129" = icmp slt i64 %"num_threads", 64
  %".130" = select  i1 %".129", i64 %"num_threads", i64 64
  %".131" = icmp sgt i64 %".130", 1
  %".132" = select  i1 %".131", i64 %".130", i64 1
  %".133" = icmp slt i64 %".132", 1
  %".134" = select  i1 %".133", i64 %".132", i64 1
  %".135" = icmp sgt i64 %".134", 1
  %".136" = select  i1 %".135", i64 %".134", i64 1
  br label %"par.fill.head.2"
par.fill.head.2:
  %"par.fill.2" = phi  i64 [0, %"par.fill.exit.1"], [%".183", %"par.fill.body.2"]
  %".138" = icmp slt i64 %"par.fill.2", %".136"
  br i1 %".138", label %"par.fill.body.2", label %"par.fill.exit.2"
par.fill.body.2:
  %".140" = mul i64 %"par.fill.2", 1
  %".141" = sdiv i64 %".140", %".136"
  %".142" = mul i64 %"par.fill.2", 8
  %".143" = add i64 %".142", 0
  %".144" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".143"
  store i64 %".141", ptr %".144"
  %".146" = add i64 %"par.fill.2", 1
  %".147" = mul i64 %".146", 1
  %".148" = sdiv i64 %".147", %".136"
  %".149" = mul i64 %"par.fill.2", 8
  %".150" = add i64 %".149", 1
  %".151" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".150"
  store i64 %".148", ptr %".151"
  %".153" = ptrtoint ptr %"data" to i64
  %".154" = mul i64 %"par.fill.2", 8
  %".155" = add i64 %".154", 2
  %".156" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".155"
  store i64 %".153", ptr %".156"
  %".158" = ptrtoint ptr %"weight" to i64
  %".159" = mul i64 %"par.fill.2", 8
  %".160" = add i64 %".159", 3
  %".161" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".160"
  store i64 %".158", ptr %".161"
  %".163" = ptrtoint ptr %"out" to i64
  %".164" = mul i64 %"par.fill.2", 8
  %".165" = add i64 %".164", 4
  %".166" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".165"
  store i64 %".163", ptr %".166"
  %".168" = ptrtoint ptr %"data_pack" to i64
  %".169" = mul i64 %"par.fill.2", 8
  %".170" = add i64 %".169", 5
  %".171" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".170"
  store i64 %".168", ptr %".171"
  %".173" = ptrtoint ptr %"weight_pack" to i64
  %".174" = mul i64 %"par.fill.2", 8
  %".175" = add i64 %".174", 6
  %".176" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".175"
  store i64 %".173", ptr %".176"
  %".178" = ptrtoint ptr %"conv_pack" to i64
  %".179" = mul i64 %"par.fill.2", 8
  %".180" = add i64 %".179", 7
  %".181" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".180"
  store i64 %".178", ptr %".181"
  %".183" = add nsw i64 %"par.fill.2", 1
  br label %"par.fill.head.2"
par.fill.exit.2:
  %".185" = mul i64 0, 8
  %".186" = add i64 %".185", 0
  %".187" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".186"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par3", ptr %".187", i64 64, i64 %".136")
  %".189" = icmp slt i64 %"num_threads", 64
  %".190" = select  i1 %".189", i64 %"num_threads", i64 64
  %".191" = icmp sgt i64 %".190", 1
  %".192" = select  i1 %".191", i64 %".190", i64 1
  %".193" = icmp slt i64 %".192", 5
  %".194" = select  i1 %".193", i64 %".192", i64 5
  %".195" = icmp sgt i64 %".194", 1
  %".196" = select  i1 %".195", i64 %".194", i64 1
  br label %"par.fill.head.3"
par.fill.head.3:
  %"par.fill.3" = phi  i64 [0, %"par.fill.exit.2"], [%".243", %"par.fill.body.3"]
  %".198" = icmp slt i64 %"par.fill.3", %".196"
  br i1 %".198", label %"par.fill.body.3", label %"par.fill.exit.3"
par.fill.body.3:
  %".200" = mul i64 %"par.fill.3", 5
  %".201" = sdiv i64 %".200", %".196"
  %".202" = mul i64 %"par.fill.3", 8
  %".203" = add i64 %".202", 0
  %".204" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".203"
  store i64 %".201", ptr %".204"
  %".206" = add i64 %"par.fill.3", 1
  %".207" = mul i64 %".206", 5
  %".208" = sdiv i64 %".207", %".196"
  %".209" = mul i64 %"par.fill.3", 8
  %".210" = add i64 %".209", 1
  %".211" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".210"
  store i64 %".208", ptr %".211"
  %".213" = ptrtoint ptr %"data" to i64
  %".214" = mul i64 %"par.fill.3", 8
  %".215" = add i64 %".214", 2
  %".216" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".215"
  store i64 %".213", ptr %".216"
  %".218" = ptrtoint ptr %"weight" to i64
  %".219" = mul i64 %"par.fill.3", 8
  %".220" = add i64 %".219", 3
  %".221" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".220"
  store i64 %".218", ptr %".221"
  %".223" = ptrtoint ptr %"out" to i64
  %".224" = mul i64 %"par.fill.3", 8
  %".225" = add i64 %".224", 4
  %".226" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".225"
  store i64 %".223", ptr %".226"
  %".228" = ptrtoint ptr %"data_pack" to i64
  %".229" = mul i64 %"par.fill.3", 8
  %".230" = add i64 %".229", 5
  %".231" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".230"
  store i64 %".228", ptr %".231"
  %".233" = ptrtoint ptr %"weight_pack" to i64
  %".234" = mul i64 %"par.fill.3", 8
  %".235" = add i64 %".234", 6
  %".236" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".235"
  store i64 %".233", ptr %".236"
  %".238" = ptrtoint ptr %"conv_pack" to i64
  %".239" = mul i64 %"par.fill.3", 8
  %".240" = add i64 %".239", 7
  %".241" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".240"
  store i64 %".238", ptr %".241"
  %".243" = add nsw i64 %"par.fill.3", 1
  br label %"par.fill.head.3"
par.fill.exit.3:
  %".245" = mul i64 0, 8
  %".246" = add i64 %".245", 0
  %".247" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".246"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par4", ptr %".247", i64 64, i64 %".196")
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
  br label %"data_pack_k.1.head"
data_pack_k.1.head:
  %"data_pack_k.1" = phi  i64 [%".4", %"body"], [%".80", %"data_pack_i.2.exit"]
  %".26" = icmp slt i64 %"data_pack_k.1", %".6"
  br i1 %".26", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  ret ptr null
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".78", %"data_pack_j.3.exit"]
  %".29" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".29", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".80" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".76", %"data_pack_l.4.exit"]
  %".32" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".32", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".78" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".74", %"ite.end"]
  %".35" = icmp slt i64 %"data_pack_l.4", 10
  br i1 %".35", label %"data_pack_l.4.body", label %"data_pack_l.4.exit"
data_pack_l.4.body:
  %".37" = mul i64 %"data_pack_i.2", 240
  %".38" = mul i64 %"data_pack_j.3", 240
  %".39" = add i64 %".37", %".38"
  %".40" = mul i64 %"data_pack_k.1", 30
  %".41" = add i64 %".39", %".40"
  %".42" = mul i64 %"data_pack_l.4", 3
  %".43" = add i64 %".41", %".42"
  %".44" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".45" = icmp sge i64 %"data_pack_k.1", 1
  %".46" = icmp slt i64 %"data_pack_k.1", 6
  %".47" = and i1 %".45", %".46"
  %".48" = icmp sge i64 %"data_pack_l.4", 1
  %".49" = and i1 %".47", %".48"
  %".50" = icmp slt i64 %"data_pack_l.4", 7
  %".51" = and i1 %".49", %".50"
  br i1 %".51", label %"ite.then", label %"ite.else"
data_pack_l.4.exit:
  %".76" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
ite.then:
  %".53" = mul i64 %"data_pack_i.2", 90
  %".54" = mul i64 %"data_pack_j.3", 90
  %".55" = add i64 %".53", %".54"
  %".56" = mul <3 x i64> <i64 0, i64 1, i64 2>, <i64 30, i64 30, i64 30>
  %".57" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".55", i32 0
  %".58" = shufflevector <3 x i64> %".57", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".59" = add <3 x i64> %".58", %".56"
  %".60" = mul i64 %"data_pack_k.1", 6
  %".61" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".60", i32 0
  %".62" = shufflevector <3 x i64> %".61", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".63" = add <3 x i64> %".59", %".62"
  %".64" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %"data_pack_l.4", i32 0
  %".65" = shufflevector <3 x i64> %".64", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".66" = add <3 x i64> %".63", %".65"
  %".67" = sub <3 x i64> %".66", <i64 7, i64 7, i64 7>
  %".68" = getelementptr inbounds float, ptr %".9", <3 x i64> %".67"
  %".69" = call <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".68", i32 4, <3 x i1> <i1 1, i1 1, i1 1>, <3 x float> <float              0x0, float              0x0, float              0x0>)
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".72" = phi  <3 x float> [%".69", %"ite.then"], [<float              0x0, float              0x0, float              0x0>, %"ite.else"]
  store <3 x float> %".72", ptr %".44", align 4
  %".74" = add nsw i64 %"data_pack_l.4", 1
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
  br label %"weight_pack_k.1.head"
weight_pack_k.1.head:
  %"weight_pack_k.1" = phi  i64 [%".4", %"body"], [%".89", %"weight_pack_i.2.exit"]
  %".26" = icmp slt i64 %"weight_pack_k.1", %".6"
  br i1 %".26", label %"weight_pack_k.1.body", label %"weight_pack_k.1.exit"
weight_pack_k.1.body:
  br label %"weight_pack_i.2.head"
weight_pack_k.1.exit:
  ret ptr null
weight_pack_i.2.head:
  %"weight_pack_i.2" = phi  i64 [0, %"weight_pack_k.1.body"], [%".87", %"weight_pack_j.3.exit"]
  %".29" = icmp slt i64 %"weight_pack_i.2", 1
  br i1 %".29", label %"weight_pack_i.2.body", label %"weight_pack_i.2.exit"
weight_pack_i.2.body:
  br label %"weight_pack_j.3.head"
weight_pack_i.2.exit:
  %".89" = add nsw i64 %"weight_pack_k.1", 1
  br label %"weight_pack_k.1.head"
weight_pack_j.3.head:
  %"weight_pack_j.3" = phi  i64 [0, %"weight_pack_i.2.body"], [%".85", %"weight_pack_l.4.exit"]
  %".32" = icmp slt i64 %"weight_pack_j.3", 1
  br i1 %".32", label %"weight_pack_j.3.body", label %"weight_pack_j.3.exit"
weight_pack_j.3.body:
  br label %"weight_pack_l.4.head"
weight_pack_j.3.exit:
  %".87" = add nsw i64 %"weight_pack_i.2", 1
  br label %"weight_pack_i.2.head"
weight_pack_l.4.head:
  %"weight_pack_l.4" = phi  i64 [0, %"weight_pack_j.3.body"], [%".83", %"weight_pack_m.5.exit"]
  %".35" = icmp slt i64 %"weight_pack_l.4", 3
  br i1 %".35", label %"weight_pack_l.4.body", label %"weight_pack_l.4.exit"
weight_pack_l.4.body:
  br label %"weight_pack_m.5.head"
weight_pack_l.4.exit:
  %".85" = add nsw i64 %"weight_pack_j.3", 1
  br label %"weight_pack_j.3.head"
weight_pack_m.5.head:
  %"weight_pack_m.5" = phi  i64 [0, %"weight_pack_l.4.body"], [%".81", %"weight_pack_m.5.body"]
  %".38" = icmp slt i64 %"weight_pack_m.5", 3
  br i1 %".38", label %"weight_pack_m.5.body", label %"weight_pack_m.5.exit"
weight_pack_m.5.body:
  %".40" = mul i64 %"weight_pack_i.2", 432
  %".41" = mul i64 %"weight_pack_j.3", 432
  %".42" = add i64 %".40", %".41"
  %".43" = mul i64 %"weight_pack_k.1", 144
  %".44" = add i64 %".42", %".43"
  %".45" = mul i64 %"weight_pack_l.4", 48
  %".46" = add i64 %".44", %".45"
  %".47" = mul i64 %"weight_pack_m.5", 16
  %".48" = add i64 %".46", %".47"
  %".49" = getelementptr inbounds float, ptr %".21", i64 %".48"
  %".50" = mul i64 %"weight_pack_i.2", 16
  %".51" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".50", i32 0
  %".52" = shufflevector <16 x i64> %".51", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".53" = add <16 x i64> %".52", <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %".54" = icmp slt <16 x i64> %".53", <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %".55" = mul i64 %"weight_pack_i.2", 432
  %".56" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27>
  %".57" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".55", i32 0
  %".58" = shufflevector <16 x i64> %".57", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".59" = add <16 x i64> %".58", %".56"
  %".60" = mul i64 %"weight_pack_j.3", 27
  %".61" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".60", i32 0
  %".62" = shufflevector <16 x i64> %".61", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".63" = add <16 x i64> %".59", %".62"
  %".64" = mul i64 %"weight_pack_m.5", 9
  %".65" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".64", i32 0
  %".66" = shufflevector <16 x i64> %".65", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".67" = add <16 x i64> %".63", %".66"
  %".68" = mul i64 %"weight_pack_k.1", 3
  %".69" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".68", i32 0
  %".70" = shufflevector <16 x i64> %".69", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".71" = add <16 x i64> %".67", %".70"
  %".72" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"weight_pack_l.4", i32 0
  %".73" = shufflevector <16 x i64> %".72", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".74" = add <16 x i64> %".71", %".73"
  %".75" = getelementptr inbounds float, ptr %".12", <16 x i64> %".74"
  %".76" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".75", i32 4, <16 x i1> %".54", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".77" = xor <16 x i1> %".54", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".78" = and <16 x i1> %".54", %".77"
  %".79" = select  <16 x i1> %".54", <16 x float> %".76", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".79", ptr %".49", align 4
  %".81" = add nsw i64 %"weight_pack_m.5", 1
  br label %"weight_pack_m.5.head"
weight_pack_m.5.exit:
  %".83" = add nsw i64 %"weight_pack_l.4", 1
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
  br label %"conv_pack_j.1.head"
conv_pack_j.1.head:
  %"conv_pack_j.1" = phi  i64 [%".4", %"body"], [%".496", %"conv_pack_ko.2.exit"]
  %".26" = icmp slt i64 %"conv_pack_j.1", %".6"
  br i1 %".26", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  ret ptr null
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".494", %"conv_pack_i.3.exit"]
  %".29" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".29", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".496" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".492", %"conv_pack_lo.4.exit"]
  %".32" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".32", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".494" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".490", %"rc.5.exit.endif.endif"]
  %".35" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".35", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".37" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".37", align 4
  %".39" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".39", align 4
  %".41" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".41", align 4
  %".43" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".43", align 4
  %".45" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".45", align 4
  %".47" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".47", align 4
  %".49" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".49", align 4
  %".51" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".51", align 4
  br label %"rc.5.head"
conv_pack_lo.4.exit:
  %".492" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
rc.5.head:
  %"rc.5" = phi  i64 [0, %"conv_pack_lo.4.body"], [%".350", %"ri.6.exit"]
  %".54" = icmp slt i64 %"rc.5", 1
  br i1 %".54", label %"rc.5.body", label %"rc.5.exit"
rc.5.body:
  br label %"ri.6.head"
rc.5.exit:
  %".352" = mul i64 %"conv_pack_ko.2", 2
  %".353" = add i64 %".352", 0
  %".354" = icmp slt i64 %".353", 5
  br i1 %".354", label %"rc.5.exit.if", label %"rc.5.exit.endif"
ri.6.head:
  %"ri.6" = phi  i64 [0, %"rc.5.body"], [%".348", %"rj.7.exit"]
  %".57" = icmp slt i64 %"ri.6", 3
  br i1 %".57", label %"ri.6.body", label %"ri.6.exit"
ri.6.body:
  br label %"rj.7.head"
ri.6.exit:
  %".350" = add nsw i64 %"rc.5", 1
  br label %"rc.5.head"
rj.7.head:
  %"rj.7" = phi  i64 [0, %"ri.6.body"], [%".346", %"rcio.8.exit"]
  %".60" = icmp slt i64 %"rj.7", 3
  br i1 %".60", label %"rj.7.body", label %"rj.7.exit"
rj.7.body:
  br label %"rcio.8.head"
rj.7.exit:
  %".348" = add nsw i64 %"ri.6", 1
  br label %"ri.6.head"
rcio.8.head:
  %"rcio.8" = phi  i64 [0, %"rj.7.body"], [%".344", %"rcio.8.body"]
  %".63" = icmp slt i64 %"rcio.8", 1
  br i1 %".63", label %"rcio.8.body", label %"rcio.8.exit"
rcio.8.body:
  %".65" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".66" = mul i64 %"conv_pack_i.3", 240
  %".67" = mul i64 %"rc.5", 240
  %".68" = add i64 %".66", %".67"
  %".69" = mul i64 %"conv_pack_ko.2", 60
  %".70" = add i64 %".68", %".69"
  %".71" = mul i64 %"ri.6", 30
  %".72" = add i64 %".70", %".71"
  %".73" = mul i64 %"conv_pack_lo.4", 12
  %".74" = add i64 %".72", %".73"
  %".75" = mul i64 %"rj.7", 3
  %".76" = add i64 %".74", %".75"
  %".77" = mul i64 %"rcio.8", 3
  %".78" = add i64 %".76", %".77"
  %".79" = getelementptr inbounds float, ptr %".18", i64 %".78"
  %".80" = load float, ptr %".79", align 4
  %".81" = mul i64 %"conv_pack_j.1", 432
  %".82" = mul i64 %"rc.5", 432
  %".83" = add i64 %".81", %".82"
  %".84" = mul i64 %"ri.6", 144
  %".85" = add i64 %".83", %".84"
  %".86" = mul i64 %"rj.7", 48
  %".87" = add i64 %".85", %".86"
  %".88" = mul i64 %"rcio.8", 48
  %".89" = add i64 %".87", %".88"
  %".90" = getelementptr inbounds float, ptr %".21", i64 %".89"
  %".91" = load <16 x float>, ptr %".90", align 4
  %".92" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".93" = load <16 x float>, ptr %".92", align 4
  %".94" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".80", i32 0
  %".95" = shufflevector <16 x float> %".94", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".96" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".95", <16 x float> %".91", <16 x float> %".93")
  store <16 x float> %".96", ptr %".65", align 4
  %".98" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".99" = getelementptr inbounds float, ptr %".79", i64 3
  %".100" = load float, ptr %".99", align 4
  %".101" = load <16 x float>, ptr %".90", align 4
  %".102" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".103" = load <16 x float>, ptr %".102", align 4
  %".104" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".100", i32 0
  %".105" = shufflevector <16 x float> %".104", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".106" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".105", <16 x float> %".101", <16 x float> %".103")
  store <16 x float> %".106", ptr %".98", align 4
  %".108" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".109" = getelementptr inbounds float, ptr %".79", i64 6
  %".110" = load float, ptr %".109", align 4
  %".111" = load <16 x float>, ptr %".90", align 4
  %".112" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".113" = load <16 x float>, ptr %".112", align 4
  %".114" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".110", i32 0
  %".115" = shufflevector <16 x float> %".114", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".116" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".115", <16 x float> %".111", <16 x float> %".113")
  store <16 x float> %".116", ptr %".108", align 4
  %".118" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".119" = getelementptr inbounds float, ptr %".79", i64 9
  %".120" = load float, ptr %".119", align 4
  %".121" = load <16 x float>, ptr %".90", align 4
  %".122" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".123" = load <16 x float>, ptr %".122", align 4
  %".124" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".120", i32 0
  %".125" = shufflevector <16 x float> %".124", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".126" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".125", <16 x float> %".121", <16 x float> %".123")
  store <16 x float> %".126", ptr %".118", align 4
  %".128" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".129" = getelementptr inbounds float, ptr %".79", i64 30
  %".130" = load float, ptr %".129", align 4
  %".131" = load <16 x float>, ptr %".90", align 4
  %".132" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".133" = load <16 x float>, ptr %".132", align 4
  %".134" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".130", i32 0
  %".135" = shufflevector <16 x float> %".134", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".136" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".135", <16 x float> %".131", <16 x float> %".133")
  store <16 x float> %".136", ptr %".128", align 4
  %".138" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".139" = getelementptr inbounds float, ptr %".79", i64 33
  %".140" = load float, ptr %".139", align 4
  %".141" = load <16 x float>, ptr %".90", align 4
  %".142" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".143" = load <16 x float>, ptr %".142", align 4
  %".144" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".140", i32 0
  %".145" = shufflevector <16 x float> %".144", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".146" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".145", <16 x float> %".141", <16 x float> %".143")
  store <16 x float> %".146", ptr %".138", align 4
  %".148" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".149" = getelementptr inbounds float, ptr %".79", i64 36
  %".150" = load float, ptr %".149", align 4
  %".151" = load <16 x float>, ptr %".90", align 4
  %".152" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".153" = load <16 x float>, ptr %".152", align 4
  %".154" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".150", i32 0
  %".155" = shufflevector <16 x float> %".154", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".156" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".155", <16 x float> %".151", <16 x float> %".153")
  store <16 x float> %".156", ptr %".148", align 4
  %".158" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".159" = getelementptr inbounds float, ptr %".79", i64 39
  %".160" = load float, ptr %".159", align 4
  %".161" = load <16 x float>, ptr %".90", align 4
  %".162" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".163" = load <16 x float>, ptr %".162", align 4
  %".164" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".160", i32 0
  %".165" = shufflevector <16 x float> %".164", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".166" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".165", <16 x float> %".161", <16 x float> %".163")
  store <16 x float> %".166", ptr %".158", align 4
  %".168" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".169" = getelementptr inbounds float, ptr %".79", i64 1
  %".170" = load float, ptr %".169", align 4
  %".171" = getelementptr inbounds float, ptr %".90", i64 16
  %".172" = load <16 x float>, ptr %".171", align 4
  %".173" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".174" = load <16 x float>, ptr %".173", align 4
  %".175" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".170", i32 0
  %".176" = shufflevector <16 x float> %".175", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".177" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".176", <16 x float> %".172", <16 x float> %".174")
  store <16 x float> %".177", ptr %".168", align 4
  %".179" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".180" = getelementptr inbounds float, ptr %".79", i64 4
  %".181" = load float, ptr %".180", align 4
  %".182" = getelementptr inbounds float, ptr %".90", i64 16
  %".183" = load <16 x float>, ptr %".182", align 4
  %".184" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".185" = load <16 x float>, ptr %".184", align 4
  %".186" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".181", i32 0
  %".187" = shufflevector <16 x float> %".186", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".188" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".187", <16 x float> %".183", <16 x float> %".185")
  store <16 x float> %".188", ptr %".179", align 4
  %".190" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".191" = getelementptr inbounds float, ptr %".79", i64 7
  %".192" = load float, ptr %".191", align 4
  %".193" = getelementptr inbounds float, ptr %".90", i64 16
  %".194" = load <16 x float>, ptr %".193", align 4
  %".195" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".196" = load <16 x float>, ptr %".195", align 4
  %".197" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".192", i32 0
  %".198" = shufflevector <16 x float> %".197", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".199" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".198", <16 x float> %".194", <16 x float> %".196")
  store <16 x float> %".199", ptr %".190", align 4
  %".201" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".202" = getelementptr inbounds float, ptr %".79", i64 10
  %".203" = load float, ptr %".202", align 4
  %".204" = getelementptr inbounds float, ptr %".90", i64 16
  %".205" = load <16 x float>, ptr %".204", align 4
  %".206" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".207" = load <16 x float>, ptr %".206", align 4
  %".208" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".203", i32 0
  %".209" = shufflevector <16 x float> %".208", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".210" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".209", <16 x float> %".205", <16 x float> %".207")
  store <16 x float> %".210", ptr %".201", align 4
  %".212" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".213" = getelementptr inbounds float, ptr %".79", i64 31
  %".214" = load float, ptr %".213", align 4
  %".215" = getelementptr inbounds float, ptr %".90", i64 16
  %".216" = load <16 x float>, ptr %".215", align 4
  %".217" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".218" = load <16 x float>, ptr %".217", align 4
  %".219" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".214", i32 0
  %".220" = shufflevector <16 x float> %".219", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".221" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".220", <16 x float> %".216", <16 x float> %".218")
  store <16 x float> %".221", ptr %".212", align 4
  %".223" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".224" = getelementptr inbounds float, ptr %".79", i64 34
  %".225" = load float, ptr %".224", align 4
  %".226" = getelementptr inbounds float, ptr %".90", i64 16
  %".227" = load <16 x float>, ptr %".226", align 4
  %".228" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".229" = load <16 x float>, ptr %".228", align 4
  %".230" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".225", i32 0
  %".231" = shufflevector <16 x float> %".230", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".232" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".231", <16 x float> %".227", <16 x float> %".229")
  store <16 x float> %".232", ptr %".223", align 4
  %".234" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".235" = getelementptr inbounds float, ptr %".79", i64 37
  %".236" = load float, ptr %".235", align 4
  %".237" = getelementptr inbounds float, ptr %".90", i64 16
  %".238" = load <16 x float>, ptr %".237", align 4
  %".239" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".240" = load <16 x float>, ptr %".239", align 4
  %".241" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".236", i32 0
  %".242" = shufflevector <16 x float> %".241", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".243" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".242", <16 x float> %".238", <16 x float> %".240")
  store <16 x float> %".243", ptr %".234", align 4
  %".245" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".246" = getelementptr inbounds float, ptr %".79", i64 40
  %".247" = load float, ptr %".246", align 4
  %".248" = getelementptr inbounds float, ptr %".90", i64 16
  %".249" = load <16 x float>, ptr %".248", align 4
  %".250" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".251" = load <16 x float>, ptr %".250", align 4
  %".252" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".247", i32 0
  %".253" = shufflevector <16 x float> %".252", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".254" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".253", <16 x float> %".249", <16 x float> %".251")
  store <16 x float> %".254", ptr %".245", align 4
  %".256" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".257" = getelementptr inbounds float, ptr %".79", i64 2
  %".258" = load float, ptr %".257", align 4
  %".259" = getelementptr inbounds float, ptr %".90", i64 32
  %".260" = load <16 x float>, ptr %".259", align 4
  %".261" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".262" = load <16 x float>, ptr %".261", align 4
  %".263" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".258", i32 0
  %".264" = shufflevector <16 x float> %".263", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".265" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".264", <16 x float> %".260", <16 x float> %".262")
  store <16 x float> %".265", ptr %".256", align 4
  %".267" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".268" = getelementptr inbounds float, ptr %".79", i64 5
  %".269" = load float, ptr %".268", align 4
  %".270" = getelementptr inbounds float, ptr %".90", i64 32
  %".271" = load <16 x float>, ptr %".270", align 4
  %".272" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".273" = load <16 x float>, ptr %".272", align 4
  %".274" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".269", i32 0
  %".275" = shufflevector <16 x float> %".274", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".276" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".275", <16 x float> %".271", <16 x float> %".273")
  store <16 x float> %".276", ptr %".267", align 4
  %".278" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".279" = getelementptr inbounds float, ptr %".79", i64 8
  %".280" = load float, ptr %".279", align 4
  %".281" = getelementptr inbounds float, ptr %".90", i64 32
  %".282" = load <16 x float>, ptr %".281", align 4
  %".283" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".284" = load <16 x float>, ptr %".283", align 4
  %".285" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".280", i32 0
  %".286" = shufflevector <16 x float> %".285", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".287" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".286", <16 x float> %".282", <16 x float> %".284")
  store <16 x float> %".287", ptr %".278", align 4
  %".289" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".290" = getelementptr inbounds float, ptr %".79", i64 11
  %".291" = load float, ptr %".290", align 4
  %".292" = getelementptr inbounds float, ptr %".90", i64 32
  %".293" = load <16 x float>, ptr %".292", align 4
  %".294" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".295" = load <16 x float>, ptr %".294", align 4
  %".296" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".291", i32 0
  %".297" = shufflevector <16 x float> %".296", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".298" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".297", <16 x float> %".293", <16 x float> %".295")
  store <16 x float> %".298", ptr %".289", align 4
  %".300" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".301" = getelementptr inbounds float, ptr %".79", i64 32
  %".302" = load float, ptr %".301", align 4
  %".303" = getelementptr inbounds float, ptr %".90", i64 32
  %".304" = load <16 x float>, ptr %".303", align 4
  %".305" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".306" = load <16 x float>, ptr %".305", align 4
  %".307" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".302", i32 0
  %".308" = shufflevector <16 x float> %".307", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".309" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".308", <16 x float> %".304", <16 x float> %".306")
  store <16 x float> %".309", ptr %".300", align 4
  %".311" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".312" = getelementptr inbounds float, ptr %".79", i64 35
  %".313" = load float, ptr %".312", align 4
  %".314" = getelementptr inbounds float, ptr %".90", i64 32
  %".315" = load <16 x float>, ptr %".314", align 4
  %".316" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".317" = load <16 x float>, ptr %".316", align 4
  %".318" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".313", i32 0
  %".319" = shufflevector <16 x float> %".318", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".320" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".319", <16 x float> %".315", <16 x float> %".317")
  store <16 x float> %".320", ptr %".311", align 4
  %".322" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".323" = getelementptr inbounds float, ptr %".79", i64 38
  %".324" = load float, ptr %".323", align 4
  %".325" = getelementptr inbounds float, ptr %".90", i64 32
  %".326" = load <16 x float>, ptr %".325", align 4
  %".327" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".328" = load <16 x float>, ptr %".327", align 4
  %".329" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".324", i32 0
  %".330" = shufflevector <16 x float> %".329", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".331" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".330", <16 x float> %".326", <16 x float> %".328")
  store <16 x float> %".331", ptr %".322", align 4
  %".333" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".334" = getelementptr inbounds float, ptr %".79", i64 41
  %".335" = load float, ptr %".334", align 4
  %".336" = getelementptr inbounds float, ptr %".90", i64 32
  %".337" = load <16 x float>, ptr %".336", align 4
  %".338" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".339" = load <16 x float>, ptr %".338", align 4
  %".340" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".335", i32 0
  %".341" = shufflevector <16 x float> %".340", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".342" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".341", <16 x float> %".337", <16 x float> %".339")
  store <16 x float> %".342", ptr %".333", align 4
  %".344" = add nsw i64 %"rcio.8", 1
  br label %"rcio.8.head"
rcio.8.exit:
  %".346" = add nsw i64 %"rj.7", 1
  br label %"rj.7.head"
rc.5.exit.if:
  %".356" = mul i64 %"conv_pack_lo.4", 4
  %".357" = add i64 %".356", 0
  %".358" = icmp slt i64 %".357", 6
  br i1 %".358", label %"rc.5.exit.if.if", label %"rc.5.exit.if.endif"
rc.5.exit.endif:
  %".421" = add i64 %".352", 1
  %".422" = icmp slt i64 %".421", 5
  br i1 %".422", label %"rc.5.exit.endif.if", label %"rc.5.exit.endif.endif"
rc.5.exit.if.if:
  %".360" = mul i64 %"conv_pack_i.3", 480
  %".361" = mul i64 %"conv_pack_j.1", 480
  %".362" = add i64 %".360", %".361"
  %".363" = mul i64 %"conv_pack_ko.2", 192
  %".364" = add i64 %".362", %".363"
  %".365" = mul i64 %"conv_pack_lo.4", 64
  %".366" = add i64 %".364", %".365"
  %".367" = getelementptr inbounds float, ptr %".24", i64 %".366"
  %".368" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".369" = load <16 x float>, ptr %".368", align 4
  store <16 x float> %".369", ptr %".367", align 4
  br label %"rc.5.exit.if.endif"
rc.5.exit.if.endif:
  %".372" = add i64 %".356", 1
  %".373" = icmp slt i64 %".372", 6
  br i1 %".373", label %"rc.5.exit.if.endif.if", label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.if:
  %".375" = mul i64 %"conv_pack_i.3", 480
  %".376" = mul i64 %"conv_pack_j.1", 480
  %".377" = add i64 %".375", %".376"
  %".378" = mul i64 %"conv_pack_ko.2", 192
  %".379" = add i64 %".377", %".378"
  %".380" = mul i64 %"conv_pack_lo.4", 64
  %".381" = add i64 %".379", %".380"
  %".382" = getelementptr inbounds float, ptr %".24", i64 %".381"
  %".383" = getelementptr inbounds float, ptr %".382", i64 16
  %".384" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".385" = load <16 x float>, ptr %".384", align 4
  store <16 x float> %".385", ptr %".383", align 4
  br label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.endif:
  %".388" = add i64 %".356", 2
  %".389" = icmp slt i64 %".388", 6
  br i1 %".389", label %"rc.5.exit.if.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.if:
  %".391" = mul i64 %"conv_pack_i.3", 480
  %".392" = mul i64 %"conv_pack_j.1", 480
  %".393" = add i64 %".391", %".392"
  %".394" = mul i64 %"conv_pack_ko.2", 192
  %".395" = add i64 %".393", %".394"
  %".396" = mul i64 %"conv_pack_lo.4", 64
  %".397" = add i64 %".395", %".396"
  %".398" = getelementptr inbounds float, ptr %".24", i64 %".397"
  %".399" = getelementptr inbounds float, ptr %".398", i64 32
  %".400" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".401" = load <16 x float>, ptr %".400", align 4
  store <16 x float> %".401", ptr %".399", align 4
  br label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.endif:
  %".404" = add i64 %".356", 3
  %".405" = icmp slt i64 %".404", 6
  br i1 %".405", label %"rc.5.exit.if.endif.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.if:
  %".407" = mul i64 %"conv_pack_i.3", 480
  %".408" = mul i64 %"conv_pack_j.1", 480
  %".409" = add i64 %".407", %".408"
  %".410" = mul i64 %"conv_pack_ko.2", 192
  %".411" = add i64 %".409", %".410"
  %".412" = mul i64 %"conv_pack_lo.4", 64
  %".413" = add i64 %".411", %".412"
  %".414" = getelementptr inbounds float, ptr %".24", i64 %".413"
  %".415" = getelementptr inbounds float, ptr %".414", i64 48
  %".416" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".417" = load <16 x float>, ptr %".416", align 4
  store <16 x float> %".417", ptr %".415", align 4
  br label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.endif:
  br label %"rc.5.exit.endif"
rc.5.exit.endif.if:
  %".424" = mul i64 %"conv_pack_lo.4", 4
  %".425" = add i64 %".424", 0
  %".426" = icmp slt i64 %".425", 6
  br i1 %".426", label %"rc.5.exit.endif.if.if", label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.endif:
  %".490" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
rc.5.exit.endif.if.if:
  %".428" = mul i64 %"conv_pack_i.3", 480
  %".429" = mul i64 %"conv_pack_j.1", 480
  %".430" = add i64 %".428", %".429"
  %".431" = mul i64 %"conv_pack_ko.2", 192
  %".432" = add i64 %".430", %".431"
  %".433" = mul i64 %"conv_pack_lo.4", 64
  %".434" = add i64 %".432", %".433"
  %".435" = getelementptr inbounds float, ptr %".24", i64 %".434"
  %".436" = getelementptr inbounds float, ptr %".435", i64 96
  %".437" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".438" = load <16 x float>, ptr %".437", align 4
  store <16 x float> %".438", ptr %".436", align 4
  br label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.if.endif:
  %".441" = add i64 %".424", 1
  %".442" = icmp slt i64 %".441", 6
  br i1 %".442", label %"rc.5.exit.endif.if.endif.if", label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.if:
  %".444" = mul i64 %"conv_pack_i.3", 480
  %".445" = mul i64 %"conv_pack_j.1", 480
  %".446" = add i64 %".444", %".445"
  %".447" = mul i64 %"conv_pack_ko.2", 192
  %".448" = add i64 %".446", %".447"
  %".449" = mul i64 %"conv_pack_lo.4", 64
  %".450" = add i64 %".448", %".449"
  %".451" = getelementptr inbounds float, ptr %".24", i64 %".450"
  %".452" = getelementptr inbounds float, ptr %".451", i64 112
  %".453" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".454" = load <16 x float>, ptr %".453", align 4
  store <16 x float> %".454", ptr %".452", align 4
  br label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.endif:
  %".457" = add i64 %".424", 2
  %".458" = icmp slt i64 %".457", 6
  br i1 %".458", label %"rc.5.exit.endif.if.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.if:
  %".460" = mul i64 %"conv_pack_i.3", 480
  %".461" = mul i64 %"conv_pack_j.1", 480
  %".462" = add i64 %".460", %".461"
  %".463" = mul i64 %"conv_pack_ko.2", 192
  %".464" = add i64 %".462", %".463"
  %".465" = mul i64 %"conv_pack_lo.4", 64
  %".466" = add i64 %".464", %".465"
  %".467" = getelementptr inbounds float, ptr %".24", i64 %".466"
  %".468" = getelementptr inbounds float, ptr %".467", i64 128
  %".469" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".470" = load <16 x float>, ptr %".469", align 4
  store <16 x float> %".470", ptr %".468", align 4
  br label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif:
  %".473" = add i64 %".424", 3
  %".474" = icmp slt i64 %".473", 6
  br i1 %".474", label %"rc.5.exit.endif.if.endif.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif.if:
  %".476" = mul i64 %"conv_pack_i.3", 480
  %".477" = mul i64 %"conv_pack_j.1", 480
  %".478" = add i64 %".476", %".477"
  %".479" = mul i64 %"conv_pack_ko.2", 192
  %".480" = add i64 %".478", %".479"
  %".481" = mul i64 %"conv_pack_lo.4", 64
  %".482" = add i64 %".480", %".481"
  %".483" = getelementptr inbounds float, ptr %".24", i64 %".482"
  %".484" = getelementptr inbounds float, ptr %".483", i64 144
  %".485" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".486" = load <16 x float>, ptr %".485", align 4
  store <16 x float> %".486", ptr %".484", align 4
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
  br label %"out_k.1.head"
out_k.1.head:
  %"out_k.1" = phi  i64 [%".4", %"body"], [%".68", %"out_i.2.exit"]
  %".26" = icmp slt i64 %"out_k.1", %".6"
  br i1 %".26", label %"out_k.1.body", label %"out_k.1.exit"
out_k.1.body:
  br label %"out_i.2.head"
out_k.1.exit:
  ret ptr null
out_i.2.head:
  %"out_i.2" = phi  i64 [0, %"out_k.1.body"], [%".66", %"out_jo.3.exit"]
  %".29" = icmp slt i64 %"out_i.2", 1
  br i1 %".29", label %"out_i.2.body", label %"out_i.2.exit"
out_i.2.body:
  br label %"out_jo.3.head"
out_i.2.exit:
  %".68" = add nsw i64 %"out_k.1", 1
  br label %"out_k.1.head"
out_jo.3.head:
  %"out_jo.3" = phi  i64 [0, %"out_i.2.body"], [%".64", %"out_ji.4.exit"]
  %".32" = icmp slt i64 %"out_jo.3", 1
  br i1 %".32", label %"out_jo.3.body", label %"out_jo.3.exit"
out_jo.3.body:
  br label %"out_ji.4.head"
out_jo.3.exit:
  %".66" = add nsw i64 %"out_i.2", 1
  br label %"out_i.2.head"
out_ji.4.head:
  %"out_ji.4" = phi  i64 [0, %"out_jo.3.body"], [%".62", %"out_ji.4.body"]
  %".35" = icmp slt i64 %"out_ji.4", 5
  br i1 %".35", label %"out_ji.4.body", label %"out_ji.4.exit"
out_ji.4.body:
  %".37" = mul i64 %"out_i.2", 150
  %".38" = mul i64 %"out_jo.3", 150
  %".39" = add i64 %".37", %".38"
  %".40" = mul i64 %"out_ji.4", 30
  %".41" = add i64 %".39", %".40"
  %".42" = mul i64 %"out_k.1", 6
  %".43" = add i64 %".41", %".42"
  %".44" = getelementptr inbounds float, ptr %".15", i64 %".43"
  %".45" = mul i64 %"out_i.2", 480
  %".46" = mul i64 %"out_k.1", 96
  %".47" = add i64 %".45", %".46"
  %".48" = mul <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %".49" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".47", i32 0
  %".50" = shufflevector <6 x i64> %".49", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".51" = add <6 x i64> %".50", %".48"
  %".52" = mul i64 %"out_jo.3", 5
  %".53" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".52", i32 0
  %".54" = shufflevector <6 x i64> %".53", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".55" = add <6 x i64> %".51", %".54"
  %".56" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"out_ji.4", i32 0
  %".57" = shufflevector <6 x i64> %".56", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".58" = add <6 x i64> %".55", %".57"
  %".59" = getelementptr inbounds float, ptr %".24", <6 x i64> %".58"
  %".60" = call <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".59", i32 4, <6 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, <6 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  store <6 x float> %".60", ptr %".44", align 4
  %".62" = add nsw i64 %"out_ji.4", 1
  br label %"out_ji.4.head"
out_ji.4.exit:
  %".64" = add nsw i64 %"out_jo.3", 1
  br label %"out_jo.3.head"
}

declare <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".1", i32 %".2", <6 x i1> %".3", <6 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
