; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [512 x i64], align 64
  %"par.tid" = alloca [64 x i64], align 64
  %"par.ok" = alloca [64 x i1], align 64
  br label %"body"
body:
  br label %"data_pack_k.1.head"
data_pack_k.1.head:
  %"data_pack_k.1" = phi  i64 [0, %"body"], [%".68", %"data_pack_i.2.exit"]
  %".10" = icmp slt i64 %"data_pack_k.1", 8
  br i1 %".10", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  br label %"weight_pack_j.6.head"
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".66", %"data_pack_j.3.exit"]
  %".13" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".13", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".68" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".64", %"data_pack_l.4.exit"]
  %".16" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".16", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".66" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".62", %"data_pack_m.5.exit"]
  %".19" = icmp slt i64 %"data_pack_l.4", 9
  br i1 %".19", label %"data_pack_l.4.body", label %"data_pack_l.4.exit"
data_pack_l.4.body:
  br label %"data_pack_m.5.head"
data_pack_l.4.exit:
  %".64" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
data_pack_m.5.head:
  %"data_pack_m.5" = phi  i64 [0, %"data_pack_l.4.body"], [%".60", %"ite.end"]
  %".22" = icmp slt i64 %"data_pack_m.5", 16
  br i1 %".22", label %"data_pack_m.5.body", label %"data_pack_m.5.exit"
data_pack_m.5.body:
  %".24" = mul i64 %"data_pack_i.2", 1152
  %".25" = mul i64 %"data_pack_j.3", 1152
  %".26" = add i64 %".24", %".25"
  %".27" = mul i64 %"data_pack_k.1", 144
  %".28" = add i64 %".26", %".27"
  %".29" = mul i64 %"data_pack_l.4", 16
  %".30" = add i64 %".28", %".29"
  %".31" = add i64 %".30", %"data_pack_m.5"
  %".32" = getelementptr inbounds float, ptr %"data_pack", i64 %".31"
  %".33" = mul i64 %"data_pack_j.3", 16
  %".34" = add i64 %".33", %"data_pack_m.5"
  %".35" = icmp slt i64 %".34", 5
  %".36" = icmp sge i64 %"data_pack_k.1", 1
  %".37" = and i1 %".35", %".36"
  %".38" = icmp slt i64 %"data_pack_k.1", 7
  %".39" = and i1 %".37", %".38"
  %".40" = icmp sge i64 %"data_pack_l.4", 1
  %".41" = and i1 %".39", %".40"
  %".42" = icmp slt i64 %"data_pack_l.4", 7
  %".43" = and i1 %".41", %".42"
  br i1 %".43", label %"ite.then", label %"ite.else"
data_pack_m.5.exit:
  %".62" = add nsw i64 %"data_pack_l.4", 1
  br label %"data_pack_l.4.head"
ite.then:
  %".45" = mul i64 %"data_pack_i.2", 180
  %".46" = mul i64 %"data_pack_j.3", 576
  %".47" = add i64 %".45", %".46"
  %".48" = mul i64 %"data_pack_m.5", 36
  %".49" = add i64 %".47", %".48"
  %".50" = mul i64 %"data_pack_k.1", 6
  %".51" = add i64 %".49", %".50"
  %".52" = add i64 %".51", %"data_pack_l.4"
  %".53" = getelementptr inbounds float, ptr %"data", i64 %".52"
  %".54" = getelementptr inbounds float, ptr %".53", i64 -7
  %".55" = load float, ptr %".54", align 4
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".58" = phi  float [%".55", %"ite.then"], [             0x0, %"ite.else"]
  store float %".58", ptr %".32", align 4
  %".60" = add nsw i64 %"data_pack_m.5", 1
  br label %"data_pack_m.5.head"
weight_pack_j.6.head:
  %"weight_pack_j.6" = phi  i64 [0, %"data_pack_k.1.exit"], [%".110", %"weight_pack_i.7.exit"]
  %".71" = icmp slt i64 %"weight_pack_j.6", 3
  br i1 %".71", label %"weight_pack_j.6.body", label %"weight_pack_j.6.exit"
weight_pack_j.6.body:
  br label %"weight_pack_i.7.head"
weight_pack_j.6.exit:
  %".112" = icmp slt i64 %"num_threads", 64
  %".113" = select  i1 %".112", i64 %"num_threads", i64 64
  %".114" = icmp sgt i64 %".113", 1
  %".115" = select  i1 %".114", i64 %".113", i64 1
  %".116" = icmp slt i64 %".115", 1
  %".117" = select  i1 %".116", i64 %".115", i64 1
  %".118" = icmp sgt i64 %".117", 1
  %".119" = select  i1 %".118", i64 %".117", i64 1
  br label %"par.fill.head"
weight_pack_i.7.head:
  %"weight_pack_i.7" = phi  i64 [0, %"weight_pack_j.6.body"], [%".108", %"weight_pack_k.8.exit"]
  %".74" = icmp slt i64 %"weight_pack_i.7", 1
  br i1 %".74", label %"weight_pack_i.7.body", label %"weight_pack_i.7.exit"
weight_pack_i.7.body:
  br label %"weight_pack_k.8.head"
weight_pack_i.7.exit:
  %".110" = add nsw i64 %"weight_pack_j.6", 1
  br label %"weight_pack_j.6.head"
weight_pack_k.8.head:
  %"weight_pack_k.8" = phi  i64 [0, %"weight_pack_i.7.body"], [%".106", %"weight_pack_l.9.exit"]
  %".77" = icmp slt i64 %"weight_pack_k.8", 3
  br i1 %".77", label %"weight_pack_k.8.body", label %"weight_pack_k.8.exit"
weight_pack_k.8.body:
  br label %"weight_pack_l.9.head"
weight_pack_k.8.exit:
  %".108" = add nsw i64 %"weight_pack_i.7", 1
  br label %"weight_pack_i.7.head"
weight_pack_l.9.head:
  %"weight_pack_l.9" = phi  i64 [0, %"weight_pack_k.8.body"], [%".104", %"ite.end.1"]
  %".80" = icmp slt i64 %"weight_pack_l.9", 16
  br i1 %".80", label %"weight_pack_l.9.body", label %"weight_pack_l.9.exit"
weight_pack_l.9.body:
  %".82" = mul i64 %"weight_pack_i.7", 144
  %".83" = mul i64 %"weight_pack_j.6", 48
  %".84" = add i64 %".82", %".83"
  %".85" = mul i64 %"weight_pack_k.8", 16
  %".86" = add i64 %".84", %".85"
  %".87" = add i64 %".86", %"weight_pack_l.9"
  %".88" = getelementptr inbounds float, ptr %"weight_pack", i64 %".87"
  %".89" = mul i64 %"weight_pack_i.7", 16
  %".90" = add i64 %".89", %"weight_pack_l.9"
  %".91" = icmp slt i64 %".90", 5
  br i1 %".91", label %"ite.then.1", label %"ite.else.1"
weight_pack_l.9.exit:
  %".106" = add nsw i64 %"weight_pack_k.8", 1
  br label %"weight_pack_k.8.head"
ite.then.1:
  %".93" = mul i64 %"weight_pack_l.9", 9
  %".94" = add i64 %".82", %".93"
  %".95" = mul i64 %"weight_pack_j.6", 3
  %".96" = add i64 %".94", %".95"
  %".97" = add i64 %".96", %"weight_pack_k.8"
  %".98" = getelementptr inbounds float, ptr %"weight", i64 %".97"
  %".99" = load float, ptr %".98", align 4
  br label %"ite.end.1"
ite.else.1:
  br label %"ite.end.1"
ite.end.1:
  %".102" = phi  float [%".99", %"ite.then.1"], [             0x0, %"ite.else.1"]
  store float %".102", ptr %".88", align 4
  %".104" = add nsw i64 %"weight_pack_l.9", 1
  br label %"weight_pack_l.9.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"weight_pack_j.6.exit"], [%".166", %"par.fill.body"]
  %".121" = icmp slt i64 %"par.fill", %".119"
  br i1 %".121", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".123" = mul i64 %"par.fill", 1
  %".124" = sdiv i64 %".123", %".119"
  %".125" = mul i64 %"par.fill", 8
  %".126" = add i64 %".125", 0
  %".127" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".126"
  store i64 %".124", ptr %".127"
  %".129" = add i64 %"par.fill", 1
  %".130" = mul i64 %".129", 1
  %".131" = sdiv i64 %".130", %".119"
  %".132" = mul i64 %"par.fill", 8
  %".133" = add i64 %".132", 1
  %".134" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".133"
  store i64 %".131", ptr %".134"
  %".136" = ptrtoint ptr %"data" to i64
  %".137" = mul i64 %"par.fill", 8
  %".138" = add i64 %".137", 2
  %".139" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".138"
  store i64 %".136", ptr %".139"
  %".141" = ptrtoint ptr %"weight" to i64
  %".142" = mul i64 %"par.fill", 8
  %".143" = add i64 %".142", 3
  %".144" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".143"
  store i64 %".141", ptr %".144"
  %".146" = ptrtoint ptr %"out" to i64
  %".147" = mul i64 %"par.fill", 8
  %".148" = add i64 %".147", 4
  %".149" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".148"
  store i64 %".146", ptr %".149"
  %".151" = ptrtoint ptr %"data_pack" to i64
  %".152" = mul i64 %"par.fill", 8
  %".153" = add i64 %".152", 5
  %".154" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".153"
  store i64 %".151", ptr %".154"
  %".156" = ptrtoint ptr %"weight_pack" to i64
  %".157" = mul i64 %"par.fill", 8
  %".158" = add i64 %".157", 6
  %".159" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".158"
  store i64 %".156", ptr %".159"
  %".161" = ptrtoint ptr %"conv_pack" to i64
  %".162" = mul i64 %"par.fill", 8
  %".163" = add i64 %".162", 7
  %".164" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".163"
  store i64 %".161", ptr %".164"
  %".166" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  br label %"par.spawn.head"
par.spawn.head:
  %"par.spawn" = phi  i64 [1, %"par.fill.exit"], [%".186", %"par.spawn.body.endif"]
  %".169" = icmp slt i64 %"par.spawn", %".119"
  br i1 %".169", label %"par.spawn.body", label %"par.spawn.exit"
par.spawn.body:
  %".171" = getelementptr inbounds [64 x i64], ptr %"par.tid", i64 0, i64 %"par.spawn"
  %".172" = mul i64 %"par.spawn", 8
  %".173" = add i64 %".172", 0
  %".174" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".173"
  %".175" = call i32 @"pthread_create"(ptr %".171", ptr null, ptr (ptr)* @"kernel_par1", ptr %".174")
  %".176" = icmp eq i32 %".175", 0
  %".177" = getelementptr inbounds [64 x i1], ptr %"par.ok", i64 0, i64 %"par.spawn"
  store i1 %".176", ptr %".177"
  %".179" = xor i1 %".176", -1
  br i1 %".179", label %"par.spawn.body.if", label %"par.spawn.body.endif"
par.spawn.exit:
  %".188" = mul i64 0, 8
  %".189" = add i64 %".188", 0
  %".190" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".189"
  %".191" = call ptr @"kernel_par1"(ptr %".190")
  br label %"par.join.head"
par.spawn.body.if:
  %".181" = mul i64 %"par.spawn", 8
  %".182" = add i64 %".181", 0
  %".183" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".182"
  %".184" = call ptr @"kernel_par1"(ptr %".183")
  br label %"par.spawn.body.endif"
par.spawn.body.endif:
  %".186" = add nsw i64 %"par.spawn", 1
  br label %"par.spawn.head"
par.join.head:
  %"par.join" = phi  i64 [1, %"par.spawn.exit"], [%".202", %"par.join.body.endif"]
  %".193" = icmp slt i64 %"par.join", %".119"
  br i1 %".193", label %"par.join.body", label %"par.join.exit"
par.join.body:
  %".195" = getelementptr inbounds [64 x i1], ptr %"par.ok", i64 0, i64 %"par.join"
  %".196" = load i1, ptr %".195"
  br i1 %".196", label %"par.join.body.if", label %"par.join.body.endif"
par.join.exit:
  br label %"out_k.10.head"
par.join.body.if:
  %".198" = getelementptr inbounds [64 x i64], ptr %"par.tid", i64 0, i64 %"par.join"
  %".199" = load i64, ptr %".198"
  %".200" = call i32 @"pthread_join"(i64 %".199", ptr null)
  br label %"par.join.body.endif"
par.join.body.endif:
  %".202" = add nsw i64 %"par.join", 1
  br label %"par.join.head"
out_k.10.head:
  %"out_k.10" = phi  i64 [0, %"par.join.exit"], [%".247", %"out_i.11.exit"]
  %".205" = icmp slt i64 %"out_k.10", 3
  br i1 %".205", label %"out_k.10.body", label %"out_k.10.exit"
out_k.10.body:
  br label %"out_i.11.head"
out_k.10.exit:
  ret void
out_i.11.head:
  %"out_i.11" = phi  i64 [0, %"out_k.10.body"], [%".245", %"out_jo.12.exit"]
  %".208" = icmp slt i64 %"out_i.11", 1
  br i1 %".208", label %"out_i.11.body", label %"out_i.11.exit"
out_i.11.body:
  br label %"out_jo.12.head"
out_i.11.exit:
  %".247" = add nsw i64 %"out_k.10", 1
  br label %"out_k.10.head"
out_jo.12.head:
  %"out_jo.12" = phi  i64 [0, %"out_i.11.body"], [%".243", %"out_ji.13.exit"]
  %".211" = icmp slt i64 %"out_jo.12", 1
  br i1 %".211", label %"out_jo.12.body", label %"out_jo.12.exit"
out_jo.12.body:
  br label %"out_ji.13.head"
out_jo.12.exit:
  %".245" = add nsw i64 %"out_i.11", 1
  br label %"out_i.11.head"
out_ji.13.head:
  %"out_ji.13" = phi  i64 [0, %"out_jo.12.body"], [%".241", %"out_l.14.exit"]
  %".214" = icmp slt i64 %"out_ji.13", 5
  br i1 %".214", label %"out_ji.13.body", label %"out_ji.13.exit"
out_ji.13.body:
  br label %"out_l.14.head"
out_ji.13.exit:
  %".243" = add nsw i64 %"out_jo.12", 1
  br label %"out_jo.12.head"
out_l.14.head:
  %"out_l.14" = phi  i64 [0, %"out_ji.13.body"], [%".239", %"out_l.14.body"]
  %".217" = icmp slt i64 %"out_l.14", 3
  br i1 %".217", label %"out_l.14.body", label %"out_l.14.exit"
out_l.14.body:
  %".219" = mul i64 %"out_i.11", 45
  %".220" = mul i64 %"out_jo.12", 45
  %".221" = add i64 %".219", %".220"
  %".222" = mul i64 %"out_ji.13", 9
  %".223" = add i64 %".221", %".222"
  %".224" = mul i64 %"out_k.10", 3
  %".225" = add i64 %".223", %".224"
  %".226" = add i64 %".225", %"out_l.14"
  %".227" = getelementptr inbounds float, ptr %"out", i64 %".226"
  %".228" = mul i64 %"out_i.11", 144
  %".229" = mul i64 %"out_k.10", 48
  %".230" = add i64 %".228", %".229"
  %".231" = mul i64 %"out_l.14", 16
  %".232" = add i64 %".230", %".231"
  %".233" = mul i64 %"out_jo.12", 5
  %".234" = add i64 %".232", %".233"
  %".235" = add i64 %".234", %"out_ji.13"
  %".236" = getelementptr inbounds float, ptr %"conv_pack", i64 %".235"
  %".237" = load float, ptr %".236", align 4
  store float %".237", ptr %".227", align 4
  %".239" = add nsw i64 %"out_l.14", 1
  br label %"out_l.14.head"
out_l.14.exit:
  %".241" = add nsw i64 %"out_ji.13", 1
  br label %"out_ji.13.head"
}

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

declare i32 @"pthread_create"(ptr %".1", ptr %".2", ptr %".3", ptr %".4")

declare i32 @"pthread_join"(i64 %".1", ptr %".2")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
