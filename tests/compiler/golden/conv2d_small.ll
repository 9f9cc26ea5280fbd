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
  %".105" = icmp slt i64 %".104", 3
  %".106" = select  i1 %".105", i64 %".104", i64 3
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
  %".112" = mul i64 %"par.fill.1", 3
  %".113" = sdiv i64 %".112", %".108"
  %".114" = mul i64 %"par.fill.1", 8
  %".115" = add i64 %".114", 0
  %".116" = getelementptr inbounds [512 x i64], ptr %"par.ctx.1", i64 0, i64 %".115"
  store i64 %".113", ptr %".116"
  %".118" = add i64 %"par.fill.1", 1
  %".119" = mul i64 %".118", 3
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
  %".289" = icmp slt i64 %".288", 5
  %".290" = select  i1 %".289", i64 %".288", i64 5
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
  %".296" = mul i64 %"par.fill.3", 5
  %".297" = sdiv i64 %".296", %".292"
  %".298" = mul i64 %"par.fill.3", 8
  %".299" = add i64 %".298", 0
  %".300" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".299"
  store i64 %".297", ptr %".300"
  %".302" = add i64 %"par.fill.3", 1
  %".303" = mul i64 %".302", 5
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
