; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [512 x i64], align 64
  %"par.tid" = alloca [64 x i64], align 64
  %"par.ok" = alloca [64 x i1], align 64
  %"par.ctx.1" = alloca [512 x i64], align 64
  %"par.tid.1" = alloca [64 x i64], align 64
  %"par.ok.1" = alloca [64 x i1], align 64
  %"par.ctx.2" = alloca [512 x i64], align 64
  %"par.tid.2" = alloca [64 x i64], align 64
  %"par.ok.2" = alloca [64 x i1], align 64
  %"par.ctx.3" = alloca [512 x i64], align 64
  %"par.tid.3" = alloca [64 x i64], align 64
  %"par.ok.3" = alloca [64 x i1], align 64
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
  br label %"par.spawn.head"
par.spawn.head:
  %"par.spawn" = phi  i64 [1, %"par.fill.exit"], [%".83", %"par.spawn.body.endif"]
  %".66" = icmp slt i64 %"par.spawn", %".16"
  br i1 %".66", label %"par.spawn.body", label %"par.spawn.exit"
par.spawn.body:
  %".68" = getelementptr inbounds [64 x i64], ptr %"par.tid", i64 0, i64 %"par.spawn"
  %".69" = mul i64 %"par.spawn", 8
  %".70" = add i64 %".69", 0
  %".71" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".70"
  %".72" = call i32 @"pthread_create"(ptr %".68", ptr null, ptr (ptr)* @"kernel_par1", ptr %".71")
  %".73" = icmp eq i32 %".72", 0
  %".74" = getelementptr inbounds [64 x i1], ptr %"par.ok", i64 0, i64 %"par.spawn"
  store i1 %".73", ptr %".74"
  %".76" = xor i1 %".73", -1
  br i1 %".76", label %"par.spawn.body.if", label %"par.spawn.body.endif"
par.spawn.exit:
  %".85" = mul i64 0, 8
  %".86" = add i64 %".85", 0
  %".87" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".86"
  %".88" = call ptr @"kernel_par1"(ptr %".87")
  br label %"par.join.head"
par.spawn.body.if:
  %".78" = mul i64 %"par.spawn", 8
  %".79" = add i64 %".78", 0
  %".80" = getelementptr inbounds [512 x i64], ptr %"par.ctx", i64 0, i64 %".79"
  %".81" = call ptr @"kernel_par1"(ptr %".80")
  br label %"par.spawn.body.endif"
par.spawn.body.endif:
  %".83" = add nsw i64 %"par.spawn", 1
  br label %"par.spawn.head"
par.join.head:
  %"par.join" = phi  i64 [1, %"par.spawn.exit"], [%".99", %"par.join.body.endif"]
  %".90" = icmp slt i64 %"par.join", %".16"
  br i1 %".90", label %"par.join.body", label %"par.join.exit"
par.join.body:
  %".92" = getelementptr inbounds [64 x i1], ptr %"par.ok", i64 0, i64 %"par.join"
  %".93" = load i1, ptr %".92"
  br i1 %".93", label %"par.join.body.if", label %"par.join.body.endif"
par.join.exit:
  %".101" = icmp slt i64 %"num_threads", 64
  %".102" = select  i1 %".101", i64 %"num_threads", i64 64
  %".103" = icmp sgt i64 %".102", 1
  %".104" = select  i1 %".103", i64 %".102", i64 1
  %".105" = icmp slt i64 %".104", 9
  %".106" = select  i1 %".105", i64 %".104", i64 9
  %".107" = icmp sgt i64 %".106", 1
  %".108" = select  i1 %".107", i64 %".106", i64 1
  br label %"par.fill.head.1"
par.join.body.if:
  %".95" = getelementptr inbounds [64 x i64], ptr %"par.tid", i64 0, i64 %"par.join"
  %".96" = load i64, ptr %".95"
  %".97" = call i32 @"pthread_join"(i64 %".96", ptr null)
  br label %"par.join.body.endif"
par.join.body.endif:
  %".99" = add nsw i64 %"par.join", 1
  br label %"par.join.head"
par.fill.head.1:
  %"par.fill.1" = phi  i64 [0, %"par.join.exit"], [%".155", %"par.fill.body.1"]
  %".110" = icmp slt i64 %"par.fill.1", %".108"
  br i1 %".110", label %"par.fill.body.1", label %"par.fill.exit.1"
par.fill.body.1:
  %".112" = mul i64 %"par.fill.1", 9
  %".113" = sdiv i64 %".112", %".108"
  %".114" = mul i64 %"par.fill.1", 8
  %".115" = add i64 %".114", 0
  %".116" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".115"
  store i64 %".113", ptr %".116"
  %".118" = add i64 %"par.fill.1", 1
  %".119" = mul i64 %".118", 9
  %".120" = sdiv i64 %".119", %".108"
  %".121" = mul i64 %"par.fill.1", 8
  %".122" = add i64 %".121", 1
  %".123" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".122"
  store i64 %".120", ptr %".123"
  %".125" = ptrtoint ptr %"data" to i64
  %".126" = mul i64 %"par.fill.1", 8
  %".127" = add i64 %".126", 2
  %".128" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".127"
  store i64 %".125", ptr %".128"
  %".130" = ptrtoint ptr %"weight" to i64
  %".131" = mul i64 %"par.fill.1", 8
  %".132" = add i64 %".131", 3
  %".133" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".132"
  store i64 %".130", ptr %".133"
  %".135" = ptrtoint ptr %"out" to i64
  %".136" = mul i64 %"par.fill.1", 8
  %".137" = add i64 %".136", 4
  %".138" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".137"
  store i64 %".135", ptr %".138"
  %".140" = ptrtoint ptr %"data_pack" to i64
  %".141" = mul i64 %"par.fill.1", 8
  %".142" = add i64 %".141", 5
  %".143" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".142"
  store i64 %".140", ptr %".143"
  %".145" = ptrtoint ptr %"weight_pack" to i64
  %".146" = mul i64 %"par.fill.1", 8
  %".147" = add i64 %".146", 6
  %".148" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".147"
  store i64 %".145", ptr %".148"
  %".150" = ptrtoint ptr %"conv_pack" to i64
  %".151" = mul i64 %"par.fill.1", 8
  %".152" = add i64 %".151", 7
  %".153" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".152"
  store i64 %".150", ptr %".153"
  %".155" = add nsw i64 %"par.fill.1", 1
  br label %"par.fill.head.1"
par.fill.exit.1:
  br label %"par.spawn.head.1"
par.spawn.head.1:
  %"par.spawn.1" = phi  i64 [1, %"par.fill.exit.1"], [%".175", %"par.spawn.body.1.endif"]
  %".158" = icmp slt i64 %"par.spawn.1", %".108"
  br i1 %".158", label %"par.spawn.body.1", label %"par.spawn.exit.1"
par.spawn.body.1:
  %".160" = getelementptr inbounds [64 x i64], ptr %"par.tid.1", i64 0, i64 %"par.spawn.1"
  %".161" = mul i64 %"par.spawn.1", 8
  %".162" = add i64 %".161", 0
  %".163" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".162"
  %".164" = call i32 @"pthread_create"(ptr %".160", ptr null, ptr (ptr)* @"kernel_par2", ptr %".163")
  %".165" = icmp eq i32 %".164", 0
  %".166" = getelementptr inbounds [64 x i1], ptr %"par.ok.1", i64 0, i64 %"par.spawn.1"
  store i1 %".165", ptr %".166"
  %".168" = xor i1 %".165", -1
  br i1 %".168", label %"par.spawn.body.1.if", label %"par.spawn.body.1.endif"
par.spawn.exit.1:
  %".177" = mul i64 0, 8
  %".178" = add i64 %".177", 0
  %".179" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".178"
  %".180" = call ptr @"kernel_par2"(ptr %".179")
  br label %"par.join.head.1"
par.spawn.body.1.if:
  %".170" = mul i64 %"par.spawn.1", 8
  %".171" = add i64 %".170", 0
  %".172" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".171"
  %".173" = call ptr @"kernel_par2"(ptr %".172")
  br label %"par.spawn.body.1.endif"
par.spawn.body.1.endif:
  %".175" = add nsw i64 %"par.spawn.1", 1
  br label %"par.spawn.head.1"
par.join.head.1:
  %"par.join.1" = phi  i64 [1, %"par.spawn.exit.1"], [%".191", %"par.join.body.1.endif"]
  %".182" = icmp slt i64 %"par.join.1", %".108"
  br i1 %".182", label %"par.join.body.1", label %"par.join.exit.1"
par.join.body.1:
  %".184" = getelementptr inbounds [64 x i1], ptr %"par.ok.1", i64 0, i64 %"par.join.1"
  %".185" = load i1, ptr %".184"
  br i1 %".185", label %"par.join.body.1.if", label %"par.join.body.1.endif"
par.join.exit.1:
  %".193" = icmp slt i64 %"num_threads", 64
  %".194" = select  i1 %".193", i64 %"num_threads", i64 64
  %".195" = icmp sgt i64 %".194", 1
  %".196" = select  i1 %".195", i64 %".194", i64 1
  %".197" = icmp slt i64 %".196", 1
  %".198" = select  i1 %".197", i64 %".196", i64 1
  %".199" = icmp sgt i64 %".198", 1
  %".200" = select  i1 %".199", i64 %".198", i64 1
  br label %"par.fill.head.2"
par.join.body.1.if:
  %".187" = getelementptr inbounds [64 x i64], ptr %"par.tid.1", i64 0, i64 %"par.join.1"
  %".188" = load i64, ptr %".187"
  %".189" = call i32 @"pthread_join"(i64 %".188", ptr null)
  br label %"par.join.body.1.endif"
par.join.body.1.endif:
  %".191" = add nsw i64 %"par.join.1", 1
  br label %"par.join.head.1"
par.fill.head.2:
  %"par.fill.2" = phi  i64 [0, %"par.join.exit.1"], [%".247", %"par.fill.body.2"]
  %".202" = icmp slt i64 %"par.fill.2", %".200"
  br i1 %".202", label %"par.fill.body.2", label %"par.fill.exit.2"
par.fill.body.2:
  %".204" = mul i64 %"par.fill.2", 1
  %".205" = sdiv i64 %".204", %".200"
  %".206" = mul i64 %"par.fill.2", 8
  %".207" = add i64 %".206", 0
  %".208" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".207"
  store i64 %".205", ptr %".208"
  %".210" = add i64 %"par.fill.2", 1
  %".211" = mul i64 %".210", 1
  %".212" = sdiv i64 %".211", %".200"
  %".213" = mul i64 %"par.fill.2", 8
  %".214" = add i64 %".213", 1
  %".215" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".214"
  store i64 %".212", ptr %".215"
  %".217" = ptrtoint ptr %"data" to i64
  %".218" = mul i64 %"par.fill.2", 8
  %".219" = add i64 %".218", 2
  %".220" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".219"
  store i64 %".217", ptr %".220"
  %".222" = ptrtoint ptr %"weight" to i64
  %".223" = mul i64 %"par.fill.2", 8
  %".224" = add i64 %".223", 3
  %".225" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".224"
  store i64 %".222", ptr %".225"
  %".227" = ptrtoint ptr %"out" to i64
  %".228" = mul i64 %"par.fill.2", 8
  %".229" = add i64 %".228", 4
  %".230" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".229"
  store i64 %".227", ptr %".230"
  %".232" = ptrtoint ptr %"data_pack" to i64
  %".233" = mul i64 %"par.fill.2", 8
  %".234" = add i64 %".233", 5
  %".235" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".234"
  store i64 %".232", ptr %".235"
  %".237" = ptrtoint ptr %"weight_pack" to i64
  %".238" = mul i64 %"par.fill.2", 8
  %".239" = add i64 %".238", 6
  %".240" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".239"
  store i64 %".237", ptr %".240"
  %".242" = ptrtoint ptr %"conv_pack" to i64
  %".243" = mul i64 %"par.fill.2", 8
  %".244" = add i64 %".243", 7
  %".245" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".244"
  store i64 %".242", ptr %".245"
  %".247" = add nsw i64 %"par.fill.2", 1
  br label %"par.fill.head.2"
par.fill.exit.2:
  br label %"par.spawn.head.2"
par.spawn.head.2:
  %"par.spawn.2" = phi  i64 [1, %"par.fill.exit.2"], [%".267", %"par.spawn.body.2.endif"]
  %".250" = icmp slt i64 %"par.spawn.2", %".200"
  br i1 %".250", label %"par.spawn.body.2", label %"par.spawn.exit.2"
par.spawn.body.2:
  %".252" = getelementptr inbounds [64 x i64], ptr %"par.tid.2", i64 0, i64 %"par.spawn.2"
  %".253" = mul i64 %"par.spawn.2", 8
  %".254" = add i64 %".253", 0
  %".255" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".254"
  %".256" = call i32 @"pthread_create"(ptr %".252", ptr null, ptr (ptr)* @"kernel_par3", ptr %".255")
  %".257" = icmp eq i32 %".256", 0
  %".258" = getelementptr inbounds [64 x i1], ptr %"par.ok.2", i64 0, i64 %"par.spawn.2"
  store i1 %".257", ptr %".258"
  %".260" = xor i1 %".257", -1
  br i1 %".260", label %"par.spawn.body.2.if", label %"par.spawn.body.2.endif"
par.spawn.exit.2:
  %".269" = mul i64 0, 8
  %".270" = add i64 %".269", 0
  %".271" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".270"
  %".272" = call ptr @"kernel_par3"(ptr %".271")
  br label %"par.join.head.2"
par.spawn.body.2.if:
  %".262" = mul i64 %"par.spawn.2", 8
  %".263" = add i64 %".262", 0
  %".264" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".263"
  %".265" = call ptr @"kernel_par3"(ptr %".264")
  br label %"par.spawn.body.2.endif"
par.spawn.body.2.endif:
  %".267" = add nsw i64 %"par.spawn.2", 1
  br label %"par.spawn.head.2"
par.join.head.2:
  %"par.join.2" = phi  i64 [1, %"par.spawn.exit.2"], [%".283", %"par.join.body.2.endif"]
  %".274" = icmp slt i64 %"par.join.2", %".200"
  br i1 %".274", label %"par.join.body.2", label %"par.join.exit.2"
par.join.body.2:
  %".276" = getelementptr inbounds [64 x i1], ptr %"par.ok.2", i64 0, i64 %"par.join.2"
  %".277" = load i1, ptr %".276"
  br i1 %".277", label %"par.join.body.2.if", label %"par.join.body.2.endif"
par.join.exit.2:
  %".285" = icmp slt i64 %"num_threads", 64
  %".286" = select  i1 %".285", i64 %"num_threads", i64 64
  %".287" = icmp sgt i64 %".286", 1
  %".288" = select  i1 %".287", i64 %".286", i64 1
  %".289" = icmp slt i64 %".288", 15
  %".290" = select  i1 %".289", i64 %".288", i64 15
  %".291" = icmp sgt i64 %".290", 1
  %".292" = select  i1 %".291", i64 %".290", i64 1
  br label %"par.fill.head.3"
par.join.body.2.if:
  %".279" = getelementptr inbounds [64 x i64], ptr %"par.tid.2", i64 0, i64 %"par.join.2"
  %".280" = load i64, ptr %".279"
  %".281" = call i32 @"pthread_join"(i64 %".280", ptr null)
  br label %"par.join.body.2.endif"
par.join.body.2.endif:
  %".283" = add nsw i64 %"par.join.2", 1
  br label %"par.join.head.2"
par.fill.head.3:
  %"par.fill.3" = phi  i64 [0, %"par.join.exit.2"], [%".339", %"par.fill.body.3"]
  %".294" = icmp slt i64 %"par.fill.3", %".292"
  br i1 %".294", label %"par.fill.body.3", label %"par.fill.exit.3"
par.fill.body.3:
  %".296" = mul i64 %"par.fill.3", 15
  %".297" = sdiv i64 %".296", %".292"
  %".298" = mul i64 %"par.fill.3", 8
  %".299" = add i64 %".298", 0
  %".300" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".299"
  store i64 %".297", ptr %".300"
  %".302" = add i64 %"par.fill.3", 1
  %".303" = mul i64 %".302", 15
  %".304" = sdiv i64 %".303", %".292"
  %".305" = mul i64 %"par.fill.3", 8
  %".306" = add i64 %".305", 1
  %".307" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".306"
  store i64 %".304", ptr %".307"
  %".309" = ptrtoint ptr %"data" to i64
  %".310" = mul i64 %"par.fill.3", 8
  %".311" = add i64 %".310", 2
  %".312" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".311"
  store i64 %".309", ptr %".312"
  %".314" = ptrtoint ptr %"weight" to i64
  %".315" = mul i64 %"par.fill.3", 8
  %".316" = add i64 %".315", 3
  %".317" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".316"
  store i64 %".314", ptr %".317"
  %".319" = ptrtoint ptr %"out" to i64
  %".320" = mul i64 %"par.fill.3", 8
  %".321" = add i64 %".320", 4
  %".322" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".321"
  store i64 %".319", ptr %".322"
  %".324" = ptrtoint ptr %"data_pack" to i64
  %".325" = mul i64 %"par.fill.3", 8
  %".326" = add i64 %".325", 5
  %".327" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".326"
  store i64 %".324", ptr %".327"
  %".329" = ptrtoint ptr %"weight_pack" to i64
  %".330" = mul i64 %"par.fill.3", 8
  %".331" = add i64 %".330", 6
  %".332" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".331"
  store i64 %".329", ptr %".332"
  %".334" = ptrtoint ptr %"conv_pack" to i64
  %".335" = mul i64 %"par.fill.3", 8
  %".336" = add i64 %".335", 7
  %".337" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".336"
  store i64 %".334", ptr %".337"
  %".339" = add nsw i64 %"par.fill.3", 1
  br label %"par.fill.head.3"
par.fill.exit.3:
  br label %"par.spawn.head.3"
par.spawn.head.3:
  %"par.spawn.3" = phi  i64 [1, %"par.fill.exit.3"], [%".359", %"par.spawn.body.3.endif"]
  %".342" = icmp slt i64 %"par.spawn.3", %".292"
  br i1 %".342", label %"par.spawn.body.3", label %"par.spawn.exit.3"
par.spawn.body.3:
  %".344" = getelementptr inbounds [64 x i64], ptr %"par.tid.3", i64 0, i64 %"par.spawn.3"
  %".345" = mul i64 %"par.spawn.3", 8
  %".346" = add i64 %".345", 0
  %".347" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".346"
  %".348" = call i32 @"pthread_create"(ptr %".344", ptr null, ptr (ptr)* @"kernel_par4", ptr %".347")
  %".349" = icmp eq i32 %".348", 0
  %".350" = getelementptr inbounds [64 x i1], ptr %"par.ok.3", i64 0, i64 %"par.spawn.3"
  store i1 %".349", ptr %".350"
  %".352" = xor i1 %".349", -1
  br i1 %".352", label %"par.spawn.body.3.if", label %"par.spawn.body.3.endif"
par.spawn.exit.3:
  %".361" = mul i64 0, 8
  %".362" = add i64 %".361", 0
  %".363" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".362"
  %".364" = call ptr @"kernel_par4"(ptr %".363")
  br label %"par.join.head.3"
par.spawn.body.3.if:
  %".354" = mul i64 %"par.spawn.3", 8
  %".355" = add i64 %".354", 0
  %".356" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".355"
  %".357" = call ptr @"kernel_par4"(ptr %".356")
  br label %"par.spawn.body.3.endif"
par.spawn.body.3.endif:
  %".359" = add nsw i64 %"par.spawn.3", 1
  br label %"par.spawn.head.3"
par.join.head.3:
  %"par.join.3" = phi  i64 [1, %"par.spawn.exit.3"], [%".375", %"par.join.body.3.endif"]
  %".366" = icmp slt i64 %"par.join.3", %".292"
  br i1 %".366", label %"par.join.body.3", label %"par.join.exit.3"
par.join.body.3:
  %".368" = getelementptr inbounds [64 x i1], ptr %"par.ok.3", i64 0, i64 %"par.join.3"
  %".369" = load i1, ptr %".368"
  br i1 %".369", label %"par.join.body.3.if", label %"par.join.body.3.endif"
par.join.exit.3:
  ret void
par.join.body.3.if:
  %".371" = getelementptr inbounds [64 x i64], ptr %"par.tid.3", i64 0, i64 %"par.join.3"
  %".372" = load i64, ptr %".371"
  %".373" = call i32 @"pthread_join"(i64 %".372", ptr null)
  br label %"par.join.body.3.endif"
par.join.body.3.endif:
  %".375" = add nsw i64 %"par.join.3", 1
  br label %"par.join.head.3"
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
  br label %"data_pack_iff.1.head"
data_pack_iff.1.head:
  %"data_pack_iff.1" = phi  i64 [%".4", %"body"], [%".64", %"data_pack_l.2.exit"]
  %".26" = icmp slt i64 %"data_pack_iff.1", %".6"
  br i1 %".26", label %"data_pack_iff.1.body", label %"data_pack_iff.1.exit"
data_pack_iff.1.body:
  br label %"data_pack_l.2.head"
data_pack_iff.1.exit:
  ret ptr null
data_pack_l.2.head:
  %"data_pack_l.2" = phi  i64 [0, %"data_pack_iff.1.body"], [%".62", %"data_pack_m.3.exit"]
  %".29" = icmp slt i64 %"data_pack_l.2", 9
  br i1 %".29", label %"data_pack_l.2.body", label %"data_pack_l.2.exit"
data_pack_l.2.body:
  br label %"data_pack_m.3.head"
data_pack_l.2.exit:
  %".64" = add nsw i64 %"data_pack_iff.1", 1
  br label %"data_pack_iff.1.head"
data_pack_m.3.head:
  %"data_pack_m.3" = phi  i64 [0, %"data_pack_l.2.body"], [%".60", %"ite.end"]
  %".32" = icmp slt i64 %"data_pack_m.3", 16
  br i1 %".32", label %"data_pack_m.3.body", label %"data_pack_m.3.exit"
data_pack_m.3.body:
  %".34" = mul i64 %"data_pack_iff.1", 144
  %".35" = mul i64 %"data_pack_l.2", 16
  %".36" = add i64 %".34", %".35"
  %".37" = add i64 %".36", %"data_pack_m.3"
  %".38" = getelementptr inbounds float, ptr %".18", i64 %".37"
  %".39" = icmp slt i64 %"data_pack_m.3", 5
  %".40" = icmp sge i64 %"data_pack_iff.1", 1
  %".41" = and i1 %".39", %".40"
  %".42" = icmp slt i64 %"data_pack_iff.1", 7
  %".43" = and i1 %".41", %".42"
  %".44" = icmp sge i64 %"data_pack_l.2", 1
  %".45" = and i1 %".43", %".44"
  %".46" = icmp slt i64 %"data_pack_l.2", 7
  %".47" = and i1 %".45", %".46"
  br i1 %".47", label %"ite.then", label %"ite.else"
data_pack_m.3.exit:
  %".62" = add nsw i64 %"data_pack_l.2", 1
  br label %"data_pack_l.2.head"
ite.then:
  %".49" = mul i64 %"data_pack_m.3", 36
  %".50" = mul i64 %"data_pack_iff.1", 6
  %".51" = add i64 %".49", %".50"
  %".52" = add i64 %".51", %"data_pack_l.2"
  %".53" = getelementptr inbounds float, ptr %".9", i64 %".52"
  %".54" = getelementptr inbounds float, ptr %".53", i64 -7
  %".55" = load float, ptr %".54", align 4
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".58" = phi  float [%".55", %"ite.then"], [             0x0, %"ite.else"]
  store float %".58", ptr %".38", align 4
  %".60" = add nsw i64 %"data_pack_m.3", 1
  br label %"data_pack_m.3.head"
}

declare i32 @"pthread_create"(ptr %".1", ptr %".2", ptr %".3", ptr %".4")

declare i32 @"pthread_join"(i64 %".1", ptr %".2")

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
  br label %"weight_pack_iff.1.head"
weight_pack_iff.1.head:
  %"weight_pack_iff.1" = phi  i64 [%".4", %"body"], [%".66", %"weight_pack_l.2.exit"]
  %".26" = icmp slt i64 %"weight_pack_iff.1", %".6"
  br i1 %".26", label %"weight_pack_iff.1.body", label %"weight_pack_iff.1.exit"
weight_pack_iff.1.body:
  br label %"weight_pack_l.2.head"
weight_pack_iff.1.exit:
  ret ptr null
weight_pack_l.2.head:
  %"weight_pack_l.2" = phi  i64 [0, %"weight_pack_iff.1.body"], [%".64", %"ite.end"]
  %".29" = icmp slt i64 %"weight_pack_l.2", 16
  br i1 %".29", label %"weight_pack_l.2.body", label %"weight_pack_l.2.exit"
weight_pack_l.2.body:
  %".31" = sdiv i64 %"weight_pack_iff.1", 3
  %".32" = srem i64 %"weight_pack_iff.1", 3
  %".33" = icmp ne i64 %".32", 0
  %".34" = xor i64 %".32", 3
  %".35" = icmp slt i64 %".34", 0
  %".36" = and i1 %".33", %".35"
  %".37" = select  i1 %".36", i64 1, i64 0
  %".38" = sub i64 %".31", %".37"
  %".39" = mul i64 %".38", 48
  %".40" = sdiv i64 %"weight_pack_iff.1", 3
  %".41" = srem i64 %"weight_pack_iff.1", 3
  %".42" = icmp ne i64 %".41", 0
  %".43" = xor i64 %".41", 3
  %".44" = icmp slt i64 %".43", 0
  %".45" = and i1 %".42", %".44"
  %".46" = select  i1 %".45", i64 3, i64 0
  %".47" = add i64 %".41", %".46"
  %".48" = mul i64 %".47", 16
  %".49" = add i64 %".39", %".48"
  %".50" = add i64 %".49", %"weight_pack_l.2"
  %".51" = getelementptr inbounds float, ptr %".21", i64 %".50"
  %".52" = icmp slt i64 %"weight_pack_l.2", 5
  br i1 %".52", label %"ite.then", label %"ite.else"
weight_pack_l.2.exit:
  %".66" = add nsw i64 %"weight_pack_iff.1", 1
  br label %"weight_pack_iff.1.head"
ite.then:
  %".54" = mul i64 %"weight_pack_l.2", 9
  %".55" = mul i64 %".38", 3
  %".56" = add i64 %".54", %".55"
  %".57" = add i64 %".56", %".47"
  %".58" = getelementptr inbounds float, ptr %".12", i64 %".57"
  %".59" = load float, ptr %".58", align 4
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".62" = phi  float [%".59", %"ite.then"], [             0x0, %"ite.else"]
  store float %".62", ptr %".51", align 4
  %".64" = add nsw i64 %"weight_pack_l.2", 1
  br label %"weight_pack_l.2.head"
}

define internal ptr @"kernel_par3"(ptr %".1") #0
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
  br label %"conv_pack_if.1.head"
conv_pack_if.1.head:
  %"conv_pack_if.1" = phi  i64 [%".4", %"body"], [%".254", %"conv_pack_ko.2.exit"]
  %".26" = icmp slt i64 %"conv_pack_if.1", %".6"
  br i1 %".26", label %"conv_pack_if.1.body", label %"conv_pack_if.1.exit"
conv_pack_if.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_if.1.exit:
  ret ptr null
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_if.1.body"], [%".252", %"conv_pack_lo.3.exit"]
  %".29" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".29", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_lo.3.head"
conv_pack_ko.2.exit:
  %".254" = add nsw i64 %"conv_pack_if.1", 1
  br label %"conv_pack_if.1.head"
conv_pack_lo.3.head:
  %"conv_pack_lo.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".250", %"conv_pack_lo.3.body.endif.endif"]
  %".32" = icmp slt i64 %"conv_pack_lo.3", 2
  br i1 %".32", label %"conv_pack_lo.3.body", label %"conv_pack_lo.3.exit"
conv_pack_lo.3.body:
  %".34" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".34", align 4
  %".36" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".36", align 4
  %".38" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".39" = mul i64 %"conv_pack_if.1", 1152
  %".40" = mul i64 %"conv_pack_ko.2", 288
  %".41" = add i64 %".39", %".40"
  %".42" = mul i64 %"conv_pack_lo.3", 64
  %".43" = add i64 %".41", %".42"
  %".44" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".45" = load <16 x float>, ptr %".44", align 4
  %".46" = getelementptr inbounds float, ptr %".21", i64 0
  %".47" = load <16 x float>, ptr %".46", align 4
  %".48" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".49" = load <16 x float>, ptr %".48", align 4
  %".50" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".45", <16 x float> %".47", <16 x float> %".49")
  store <16 x float> %".50", ptr %".38", align 4
  %".52" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".53" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".54" = getelementptr inbounds float, ptr %".53", i64 32
  %".55" = load <16 x float>, ptr %".54", align 4
  %".56" = getelementptr inbounds float, ptr %".21", i64 0
  %".57" = load <16 x float>, ptr %".56", align 4
  %".58" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".59" = load <16 x float>, ptr %".58", align 4
  %".60" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".55", <16 x float> %".57", <16 x float> %".59")
  store <16 x float> %".60", ptr %".52", align 4
  %".62" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".63" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".64" = getelementptr inbounds float, ptr %".63", i64 16
  %".65" = load <16 x float>, ptr %".64", align 4
  %".66" = getelementptr inbounds float, ptr %".21", i64 16
  %".67" = load <16 x float>, ptr %".66", align 4
  %".68" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".69" = load <16 x float>, ptr %".68", align 4
  %".70" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".65", <16 x float> %".67", <16 x float> %".69")
  store <16 x float> %".70", ptr %".62", align 4
  %".72" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".73" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".74" = getelementptr inbounds float, ptr %".73", i64 48
  %".75" = load <16 x float>, ptr %".74", align 4
  %".76" = getelementptr inbounds float, ptr %".21", i64 16
  %".77" = load <16 x float>, ptr %".76", align 4
  %".78" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".79" = load <16 x float>, ptr %".78", align 4
  %".80" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".75", <16 x float> %".77", <16 x float> %".79")
  store <16 x float> %".80", ptr %".72", align 4
  %".82" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".83" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".84" = getelementptr inbounds float, ptr %".83", i64 32
  %".85" = load <16 x float>, ptr %".84", align 4
  %".86" = getelementptr inbounds float, ptr %".21", i64 32
  %".87" = load <16 x float>, ptr %".86", align 4
  %".88" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".89" = load <16 x float>, ptr %".88", align 4
  %".90" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".85", <16 x float> %".87", <16 x float> %".89")
  store <16 x float> %".90", ptr %".82", align 4
  %".92" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".93" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".94" = getelementptr inbounds float, ptr %".93", i64 64
  %".95" = load <16 x float>, ptr %".94", align 4
  %".96" = getelementptr inbounds float, ptr %".21", i64 32
  %".97" = load <16 x float>, ptr %".96", align 4
  %".98" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".99" = load <16 x float>, ptr %".98", align 4
  %".100" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".95", <16 x float> %".97", <16 x float> %".99")
  store <16 x float> %".100", ptr %".92", align 4
  %".102" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".103" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".104" = getelementptr inbounds float, ptr %".103", i64 144
  %".105" = load <16 x float>, ptr %".104", align 4
  %".106" = getelementptr inbounds float, ptr %".21", i64 48
  %".107" = load <16 x float>, ptr %".106", align 4
  %".108" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".109" = load <16 x float>, ptr %".108", align 4
  %".110" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".105", <16 x float> %".107", <16 x float> %".109")
  store <16 x float> %".110", ptr %".102", align 4
  %".112" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".113" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".114" = getelementptr inbounds float, ptr %".113", i64 176
  %".115" = load <16 x float>, ptr %".114", align 4
  %".116" = getelementptr inbounds float, ptr %".21", i64 48
  %".117" = load <16 x float>, ptr %".116", align 4
  %".118" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".119" = load <16 x float>, ptr %".118", align 4
  %".120" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".115", <16 x float> %".117", <16 x float> %".119")
  store <16 x float> %".120", ptr %".112", align 4
  %".122" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".123" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".124" = getelementptr inbounds float, ptr %".123", i64 160
  %".125" = load <16 x float>, ptr %".124", align 4
  %".126" = getelementptr inbounds float, ptr %".21", i64 64
  %".127" = load <16 x float>, ptr %".126", align 4
  %".128" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".129" = load <16 x float>, ptr %".128", align 4
  %".130" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".125", <16 x float> %".127", <16 x float> %".129")
  store <16 x float> %".130", ptr %".122", align 4
  %".132" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".133" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".134" = getelementptr inbounds float, ptr %".133", i64 192
  %".135" = load <16 x float>, ptr %".134", align 4
  %".136" = getelementptr inbounds float, ptr %".21", i64 64
  %".137" = load <16 x float>, ptr %".136", align 4
  %".138" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".139" = load <16 x float>, ptr %".138", align 4
  %".140" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".135", <16 x float> %".137", <16 x float> %".139")
  store <16 x float> %".140", ptr %".132", align 4
  %".142" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".143" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".144" = getelementptr inbounds float, ptr %".143", i64 176
  %".145" = load <16 x float>, ptr %".144", align 4
  %".146" = getelementptr inbounds float, ptr %".21", i64 80
  %".147" = load <16 x float>, ptr %".146", align 4
  %".148" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".149" = load <16 x float>, ptr %".148", align 4
  %".150" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".145", <16 x float> %".147", <16 x float> %".149")
  store <16 x float> %".150", ptr %".142", align 4
  %".152" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".153" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".154" = getelementptr inbounds float, ptr %".153", i64 208
  %".155" = load <16 x float>, ptr %".154", align 4
  %".156" = getelementptr inbounds float, ptr %".21", i64 80
  %".157" = load <16 x float>, ptr %".156", align 4
  %".158" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".159" = load <16 x float>, ptr %".158", align 4
  %".160" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".155", <16 x float> %".157", <16 x float> %".159")
  store <16 x float> %".160", ptr %".152", align 4
  %".162" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".163" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".164" = getelementptr inbounds float, ptr %".163", i64 288
  %".165" = load <16 x float>, ptr %".164", align 4
  %".166" = getelementptr inbounds float, ptr %".21", i64 96
  %".167" = load <16 x float>, ptr %".166", align 4
  %".168" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".169" = load <16 x float>, ptr %".168", align 4
  %".170" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".165", <16 x float> %".167", <16 x float> %".169")
  store <16 x float> %".170", ptr %".162", align 4
  %".172" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".173" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".174" = getelementptr inbounds float, ptr %".173", i64 320
  %".175" = load <16 x float>, ptr %".174", align 4
  %".176" = getelementptr inbounds float, ptr %".21", i64 96
  %".177" = load <16 x float>, ptr %".176", align 4
  %".178" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".179" = load <16 x float>, ptr %".178", align 4
  %".180" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".175", <16 x float> %".177", <16 x float> %".179")
  store <16 x float> %".180", ptr %".172", align 4
  %".182" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".183" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".184" = getelementptr inbounds float, ptr %".183", i64 304
  %".185" = load <16 x float>, ptr %".184", align 4
  %".186" = getelementptr inbounds float, ptr %".21", i64 112
  %".187" = load <16 x float>, ptr %".186", align 4
  %".188" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".189" = load <16 x float>, ptr %".188", align 4
  %".190" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".185", <16 x float> %".187", <16 x float> %".189")
  store <16 x float> %".190", ptr %".182", align 4
  %".192" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".193" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".194" = getelementptr inbounds float, ptr %".193", i64 336
  %".195" = load <16 x float>, ptr %".194", align 4
  %".196" = getelementptr inbounds float, ptr %".21", i64 112
  %".197" = load <16 x float>, ptr %".196", align 4
  %".198" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".199" = load <16 x float>, ptr %".198", align 4
  %".200" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".195", <16 x float> %".197", <16 x float> %".199")
  store <16 x float> %".200", ptr %".192", align 4
  %".202" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".203" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".204" = getelementptr inbounds float, ptr %".203", i64 320
  %".205" = load <16 x float>, ptr %".204", align 4
  %".206" = getelementptr inbounds float, ptr %".21", i64 128
  %".207" = load <16 x float>, ptr %".206", align 4
  %".208" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".209" = load <16 x float>, ptr %".208", align 4
  %".210" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".205", <16 x float> %".207", <16 x float> %".209")
  store <16 x float> %".210", ptr %".202", align 4
  %".212" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".213" = getelementptr inbounds float, ptr %".18", i64 %".43"
  %".214" = getelementptr inbounds float, ptr %".213", i64 352
  %".215" = load <16 x float>, ptr %".214", align 4
  %".216" = getelementptr inbounds float, ptr %".21", i64 128
  %".217" = load <16 x float>, ptr %".216", align 4
  %".218" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".219" = load <16 x float>, ptr %".218", align 4
  %".220" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".215", <16 x float> %".217", <16 x float> %".219")
  store <16 x float> %".220", ptr %".212", align 4
  %".222" = mul i64 %"conv_pack_lo.3", 2
  %".223" = add i64 %".222", 0
  %".224" = icmp slt i64 %".223", 3
  br i1 %".224", label %"conv_pack_lo.3.body.if", label %"conv_pack_lo.3.body.endif"
conv_pack_lo.3.exit:
  %".252" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.3.body.if:
  %".226" = mul i64 %"conv_pack_if.1", 144
  %".227" = mul i64 %"conv_pack_ko.2", 48
  %".228" = add i64 %".226", %".227"
  %".229" = mul i64 %"conv_pack_lo.3", 32
  %".230" = add i64 %".228", %".229"
  %".231" = getelementptr inbounds float, ptr %".24", i64 %".230"
  %".232" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".233" = load <16 x float>, ptr %".232", align 4
  store <16 x float> %".233", ptr %".231", align 4
  br label %"conv_pack_lo.3.body.endif"
conv_pack_lo.3.body.endif:
  %".236" = add i64 %".222", 1
  %".237" = icmp slt i64 %".236", 3
  br i1 %".237", label %"conv_pack_lo.3.body.endif.if", label %"conv_pack_lo.3.body.endif.endif"
conv_pack_lo.3.body.endif.if:
  %".239" = mul i64 %"conv_pack_if.1", 144
  %".240" = mul i64 %"conv_pack_ko.2", 48
  %".241" = add i64 %".239", %".240"
  %".242" = mul i64 %"conv_pack_lo.3", 32
  %".243" = add i64 %".241", %".242"
  %".244" = getelementptr inbounds float, ptr %".24", i64 %".243"
  %".245" = getelementptr inbounds float, ptr %".244", i64 16
  %".246" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".247" = load <16 x float>, ptr %".246", align 4
  store <16 x float> %".247", ptr %".245", align 4
  br label %"conv_pack_lo.3.body.endif.endif"
conv_pack_lo.3.body.endif.endif:
  %".250" = add nsw i64 %"conv_pack_lo.3", 1
  br label %"conv_pack_lo.3.head"
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
  br label %"out_iff.1.head"
out_iff.1.head:
  %"out_iff.1" = phi  i64 [%".4", %"body"], [%".61", %"out_l.2.exit"]
  %".26" = icmp slt i64 %"out_iff.1", %".6"
  br i1 %".26", label %"out_iff.1.body", label %"out_iff.1.exit"
out_iff.1.body:
  br label %"out_l.2.head"
out_iff.1.exit:
  ret ptr null
out_l.2.head:
  %"out_l.2" = phi  i64 [0, %"out_iff.1.body"], [%".59", %"out_l.2.body"]
  %".29" = icmp slt i64 %"out_l.2", 3
  br i1 %".29", label %"out_l.2.body", label %"out_l.2.exit"
out_l.2.body:
  %".31" = sdiv i64 %"out_iff.1", 3
  %".32" = srem i64 %"out_iff.1", 3
  %".33" = icmp ne i64 %".32", 0
  %".34" = xor i64 %".32", 3
  %".35" = icmp slt i64 %".34", 0
  %".36" = and i1 %".33", %".35"
  %".37" = select  i1 %".36", i64 1, i64 0
  %".38" = sub i64 %".31", %".37"
  %".39" = mul i64 %".38", 9
  %".40" = sdiv i64 %"out_iff.1", 3
  %".41" = srem i64 %"out_iff.1", 3
  %".42" = icmp ne i64 %".41", 0
  %".43" = xor i64 %".41", 3
  %".44" = icmp slt i64 %".43", 0
  %".45" = and i1 %".42", %".44"
  %".46" = select  i1 %".45", i64 3, i64 0
  %".47" = add i64 %".41", %".46"
  %".48" = mul i64 %".47", 3
  %".49" = add i64 %".39", %".48"
  %".50" = add i64 %".49", %"out_l.2"
  %".51" = getelementptr inbounds float, ptr %".15", i64 %".50"
  %".52" = mul i64 %".47", 48
  %".53" = mul i64 %"out_l.2", 16
  %".54" = add i64 %".52", %".53"
  %".55" = add i64 %".54", %".38"
  %".56" = getelementptr inbounds float, ptr %".24", i64 %".55"
  %".57" = load float, ptr %".56", align 4
  store float %".57", ptr %".51", align 4
  %".59" = add nsw i64 %"out_l.2", 1
  br label %"out_l.2.head"
out_l.2.exit:
  %".61" = add nsw i64 %"out_iff.1", 1
  br label %"out_iff.1.head"
}

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
