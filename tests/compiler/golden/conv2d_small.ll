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
  %".197" = icmp slt i64 %".196", 3
  %".198" = select  i1 %".197", i64 %".196", i64 3
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
  %".204" = mul i64 %"par.fill.2", 3
  %".205" = sdiv i64 %".204", %".200"
  %".206" = mul i64 %"par.fill.2", 8
  %".207" = add i64 %".206", 0
  %".208" = getelementptr inbounds [512 x i64], ptr %"par.ctx.2", i64 0, i64 %".207"
  store i64 %".205", ptr %".208"
  %".210" = add i64 %"par.fill.2", 1
  %".211" = mul i64 %".210", 3
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
  %".289" = icmp slt i64 %".288", 25
  %".290" = select  i1 %".289", i64 %".288", i64 25
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
  %".296" = mul i64 %"par.fill.3", 25
  %".297" = sdiv i64 %".296", %".292"
  %".298" = mul i64 %"par.fill.3", 8
  %".299" = add i64 %".298", 0
  %".300" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".299"
  store i64 %".297", ptr %".300"
  %".302" = add i64 %"par.fill.3", 1
  %".303" = mul i64 %".302", 25
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
  %"data_pack_iff.1" = phi  i64 [%".4", %"body"], [%".62", %"data_pack_l.2.exit"]
  %".26" = icmp slt i64 %"data_pack_iff.1", %".6"
  br i1 %".26", label %"data_pack_iff.1.body", label %"data_pack_iff.1.exit"
data_pack_iff.1.body:
  br label %"data_pack_l.2.head"
data_pack_iff.1.exit:
  ret ptr null
data_pack_l.2.head:
  %"data_pack_l.2" = phi  i64 [0, %"data_pack_iff.1.body"], [%".60", %"data_pack_m.3.exit"]
  %".29" = icmp slt i64 %"data_pack_l.2", 10
  br i1 %".29", label %"data_pack_l.2.body", label %"data_pack_l.2.exit"
data_pack_l.2.body:
  br label %"data_pack_m.3.head"
data_pack_l.2.exit:
  %".62" = add nsw i64 %"data_pack_iff.1", 1
  br label %"data_pack_iff.1.head"
data_pack_m.3.head:
  %"data_pack_m.3" = phi  i64 [0, %"data_pack_l.2.body"], [%".58", %"ite.end"]
  %".32" = icmp slt i64 %"data_pack_m.3", 3
  br i1 %".32", label %"data_pack_m.3.body", label %"data_pack_m.3.exit"
data_pack_m.3.body:
  %".34" = mul i64 %"data_pack_iff.1", 30
  %".35" = mul i64 %"data_pack_l.2", 3
  %".36" = add i64 %".34", %".35"
  %".37" = add i64 %".36", %"data_pack_m.3"
  %".38" = getelementptr inbounds float, ptr %".18", i64 %".37"
  %".39" = icmp sge i64 %"data_pack_iff.1", 1
  %".40" = icmp slt i64 %"data_pack_iff.1", 6
  %".41" = and i1 %".39", %".40"
  %".42" = icmp sge i64 %"data_pack_l.2", 1
  %".43" = and i1 %".41", %".42"
  %".44" = icmp slt i64 %"data_pack_l.2", 7
  %".45" = and i1 %".43", %".44"
  br i1 %".45", label %"ite.then", label %"ite.else"
data_pack_m.3.exit:
  %".60" = add nsw i64 %"data_pack_l.2", 1
  br label %"data_pack_l.2.head"
ite.then:
  %".47" = mul i64 %"data_pack_m.3", 30
  %".48" = mul i64 %"data_pack_iff.1", 6
  %".49" = add i64 %".47", %".48"
  %".50" = add i64 %".49", %"data_pack_l.2"
  %".51" = getelementptr inbounds float, ptr %".9", i64 %".50"
  %".52" = getelementptr inbounds float, ptr %".51", i64 -7
  %".53" = load float, ptr %".52", align 4
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".56" = phi  float [%".53", %"ite.then"], [             0x0, %"ite.else"]
  store float %".56", ptr %".38", align 4
  %".58" = add nsw i64 %"data_pack_m.3", 1
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
  %"weight_pack_iff.1" = phi  i64 [%".4", %"body"], [%".64", %"weight_pack_l.2.exit"]
  %".26" = icmp slt i64 %"weight_pack_iff.1", %".6"
  br i1 %".26", label %"weight_pack_iff.1.body", label %"weight_pack_iff.1.exit"
weight_pack_iff.1.body:
  br label %"weight_pack_l.2.head"
weight_pack_iff.1.exit:
  ret ptr null
weight_pack_l.2.head:
  %"weight_pack_l.2" = phi  i64 [0, %"weight_pack_iff.1.body"], [%".62", %"weight_pack_m.3.exit"]
  %".29" = icmp slt i64 %"weight_pack_l.2", 3
  br i1 %".29", label %"weight_pack_l.2.body", label %"weight_pack_l.2.exit"
weight_pack_l.2.body:
  br label %"weight_pack_m.3.head"
weight_pack_l.2.exit:
  %".64" = add nsw i64 %"weight_pack_iff.1", 1
  br label %"weight_pack_iff.1.head"
weight_pack_m.3.head:
  %"weight_pack_m.3" = phi  i64 [0, %"weight_pack_l.2.body"], [%".60", %"weight_pack_n.4.exit"]
  %".32" = icmp slt i64 %"weight_pack_m.3", 3
  br i1 %".32", label %"weight_pack_m.3.body", label %"weight_pack_m.3.exit"
weight_pack_m.3.body:
  br label %"weight_pack_n.4.head"
weight_pack_m.3.exit:
  %".62" = add nsw i64 %"weight_pack_l.2", 1
  br label %"weight_pack_l.2.head"
weight_pack_n.4.head:
  %"weight_pack_n.4" = phi  i64 [0, %"weight_pack_m.3.body"], [%".58", %"ite.end"]
  %".35" = icmp slt i64 %"weight_pack_n.4", 16
  br i1 %".35", label %"weight_pack_n.4.body", label %"weight_pack_n.4.exit"
weight_pack_n.4.body:
  %".37" = mul i64 %"weight_pack_iff.1", 144
  %".38" = mul i64 %"weight_pack_l.2", 48
  %".39" = add i64 %".37", %".38"
  %".40" = mul i64 %"weight_pack_m.3", 16
  %".41" = add i64 %".39", %".40"
  %".42" = add i64 %".41", %"weight_pack_n.4"
  %".43" = getelementptr inbounds float, ptr %".21", i64 %".42"
  %".44" = icmp slt i64 %"weight_pack_n.4", 5
  br i1 %".44", label %"ite.then", label %"ite.else"
weight_pack_n.4.exit:
  %".60" = add nsw i64 %"weight_pack_m.3", 1
  br label %"weight_pack_m.3.head"
ite.then:
  %".46" = mul i64 %"weight_pack_n.4", 27
  %".47" = mul i64 %"weight_pack_m.3", 9
  %".48" = add i64 %".46", %".47"
  %".49" = mul i64 %"weight_pack_iff.1", 3
  %".50" = add i64 %".48", %".49"
  %".51" = add i64 %".50", %"weight_pack_l.2"
  %".52" = getelementptr inbounds float, ptr %".12", i64 %".51"
  %".53" = load float, ptr %".52", align 4
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".56" = phi  float [%".53", %"ite.then"], [             0x0, %"ite.else"]
  store float %".56", ptr %".43", align 4
  %".58" = add nsw i64 %"weight_pack_n.4", 1
  br label %"weight_pack_n.4.head"
}

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
  br label %"conv_pack_iff.1.head"
conv_pack_iff.1.head:
  %"conv_pack_iff.1" = phi  i64 [%".4", %"body"], [%".496", %"conv_pack_lo.2.exit"]
  %".26" = icmp slt i64 %"conv_pack_iff.1", %".6"
  br i1 %".26", label %"conv_pack_iff.1.body", label %"conv_pack_iff.1.exit"
conv_pack_iff.1.body:
  br label %"conv_pack_lo.2.head"
conv_pack_iff.1.exit:
  ret ptr null
conv_pack_lo.2.head:
  %"conv_pack_lo.2" = phi  i64 [0, %"conv_pack_iff.1.body"], [%".494", %"rc.3.exit.endif.endif"]
  %".29" = icmp slt i64 %"conv_pack_lo.2", 2
  br i1 %".29", label %"conv_pack_lo.2.body", label %"conv_pack_lo.2.exit"
conv_pack_lo.2.body:
  %".31" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".31", align 4
  %".33" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".33", align 4
  %".35" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".35", align 4
  %".37" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".37", align 4
  %".39" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".39", align 4
  %".41" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".41", align 4
  %".43" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".43", align 4
  %".45" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".45", align 4
  br label %"rc.3.head"
conv_pack_lo.2.exit:
  %".496" = add nsw i64 %"conv_pack_iff.1", 1
  br label %"conv_pack_iff.1.head"
rc.3.head:
  %"rc.3" = phi  i64 [0, %"conv_pack_lo.2.body"], [%".386", %"ri.4.exit"]
  %".48" = icmp slt i64 %"rc.3", 1
  br i1 %".48", label %"rc.3.body", label %"rc.3.exit"
rc.3.body:
  br label %"ri.4.head"
rc.3.exit:
  %".388" = mul i64 %"conv_pack_iff.1", 2
  %".389" = add i64 %".388", 0
  %".390" = icmp slt i64 %".389", 5
  br i1 %".390", label %"rc.3.exit.if", label %"rc.3.exit.endif"
ri.4.head:
  %"ri.4" = phi  i64 [0, %"rc.3.body"], [%".384", %"rj.5.exit"]
  %".51" = icmp slt i64 %"ri.4", 3
  br i1 %".51", label %"ri.4.body", label %"ri.4.exit"
ri.4.body:
  br label %"rj.5.head"
ri.4.exit:
  %".386" = add nsw i64 %"rc.3", 1
  br label %"rc.3.head"
rj.5.head:
  %"rj.5" = phi  i64 [0, %"ri.4.body"], [%".382", %"rcio.6.exit"]
  %".54" = icmp slt i64 %"rj.5", 3
  br i1 %".54", label %"rj.5.body", label %"rj.5.exit"
rj.5.body:
  br label %"rcio.6.head"
rj.5.exit:
  %".384" = add nsw i64 %"ri.4", 1
  br label %"ri.4.head"
rcio.6.head:
  %"rcio.6" = phi  i64 [0, %"rj.5.body"], [%".380", %"rcio.6.body"]
  %".57" = icmp slt i64 %"rcio.6", 1
  br i1 %".57", label %"rcio.6.body", label %"rcio.6.exit"
rcio.6.body:
  %".59" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".60" = mul i64 %"rc.3", 240
  %".61" = mul i64 %"conv_pack_iff.1", 60
  %".62" = add i64 %".60", %".61"
  %".63" = mul i64 %"ri.4", 30
  %".64" = add i64 %".62", %".63"
  %".65" = mul i64 %"conv_pack_lo.2", 12
  %".66" = add i64 %".64", %".65"
  %".67" = mul i64 %"rj.5", 3
  %".68" = add i64 %".66", %".67"
  %".69" = mul i64 %"rcio.6", 3
  %".70" = add i64 %".68", %".69"
  %".71" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".72" = load float, ptr %".71", align 4
  %".73" = mul i64 %"rc.3", 432
  %".74" = mul i64 %"ri.4", 144
  %".75" = add i64 %".73", %".74"
  %".76" = mul i64 %"rj.5", 48
  %".77" = add i64 %".75", %".76"
  %".78" = mul i64 %"rcio.6", 48
  %".79" = add i64 %".77", %".78"
  %".80" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".81" = load <16 x float>, ptr %".80", align 4
  %".82" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".72", i32 0
  %".83" = shufflevector <16 x float> %".82", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".84" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".85" = load <16 x float>, ptr %".84", align 4
  %".86" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".83", <16 x float> %".81", <16 x float> %".85")
  store <16 x float> %".86", ptr %".59", align 4
  %".88" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".89" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".90" = getelementptr inbounds float, ptr %".89", i64 3
  %".91" = load float, ptr %".90", align 4
  %".92" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".93" = load <16 x float>, ptr %".92", align 4
  %".94" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".91", i32 0
  %".95" = shufflevector <16 x float> %".94", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".96" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".97" = load <16 x float>, ptr %".96", align 4
  %".98" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".95", <16 x float> %".93", <16 x float> %".97")
  store <16 x float> %".98", ptr %".88", align 4
  %".100" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".101" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".102" = getelementptr inbounds float, ptr %".101", i64 6
  %".103" = load float, ptr %".102", align 4
  %".104" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".105" = load <16 x float>, ptr %".104", align 4
  %".106" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".103", i32 0
  %".107" = shufflevector <16 x float> %".106", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".108" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".109" = load <16 x float>, ptr %".108", align 4
  %".110" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".107", <16 x float> %".105", <16 x float> %".109")
  store <16 x float> %".110", ptr %".100", align 4
  %".112" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".113" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".114" = getelementptr inbounds float, ptr %".113", i64 9
  %".115" = load float, ptr %".114", align 4
  %".116" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".117" = load <16 x float>, ptr %".116", align 4
  %".118" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".115", i32 0
  %".119" = shufflevector <16 x float> %".118", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".120" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".121" = load <16 x float>, ptr %".120", align 4
  %".122" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".119", <16 x float> %".117", <16 x float> %".121")
  store <16 x float> %".122", ptr %".112", align 4
  %".124" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".125" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".126" = getelementptr inbounds float, ptr %".125", i64 30
  %".127" = load float, ptr %".126", align 4
  %".128" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".129" = load <16 x float>, ptr %".128", align 4
  %".130" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".127", i32 0
  %".131" = shufflevector <16 x float> %".130", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".132" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".133" = load <16 x float>, ptr %".132", align 4
  %".134" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".131", <16 x float> %".129", <16 x float> %".133")
  store <16 x float> %".134", ptr %".124", align 4
  %".136" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".137" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".138" = getelementptr inbounds float, ptr %".137", i64 33
  %".139" = load float, ptr %".138", align 4
  %".140" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".141" = load <16 x float>, ptr %".140", align 4
  %".142" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".139", i32 0
  %".143" = shufflevector <16 x float> %".142", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".144" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".145" = load <16 x float>, ptr %".144", align 4
  %".146" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".143", <16 x float> %".141", <16 x float> %".145")
  store <16 x float> %".146", ptr %".136", align 4
  %".148" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".149" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".150" = getelementptr inbounds float, ptr %".149", i64 36
  %".151" = load float, ptr %".150", align 4
  %".152" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".153" = load <16 x float>, ptr %".152", align 4
  %".154" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".151", i32 0
  %".155" = shufflevector <16 x float> %".154", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".156" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".157" = load <16 x float>, ptr %".156", align 4
  %".158" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".155", <16 x float> %".153", <16 x float> %".157")
  store <16 x float> %".158", ptr %".148", align 4
  %".160" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".161" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".162" = getelementptr inbounds float, ptr %".161", i64 39
  %".163" = load float, ptr %".162", align 4
  %".164" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".165" = load <16 x float>, ptr %".164", align 4
  %".166" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".163", i32 0
  %".167" = shufflevector <16 x float> %".166", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".168" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".169" = load <16 x float>, ptr %".168", align 4
  %".170" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".167", <16 x float> %".165", <16 x float> %".169")
  store <16 x float> %".170", ptr %".160", align 4
  %".172" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".173" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".174" = getelementptr inbounds float, ptr %".173", i64 1
  %".175" = load float, ptr %".174", align 4
  %".176" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".177" = getelementptr inbounds float, ptr %".176", i64 16
  %".178" = load <16 x float>, ptr %".177", align 4
  %".179" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".175", i32 0
  %".180" = shufflevector <16 x float> %".179", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".181" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".182" = load <16 x float>, ptr %".181", align 4
  %".183" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".180", <16 x float> %".178", <16 x float> %".182")
  store <16 x float> %".183", ptr %".172", align 4
  %".185" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".186" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".187" = getelementptr inbounds float, ptr %".186", i64 4
  %".188" = load float, ptr %".187", align 4
  %".189" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".190" = getelementptr inbounds float, ptr %".189", i64 16
  %".191" = load <16 x float>, ptr %".190", align 4
  %".192" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".188", i32 0
  %".193" = shufflevector <16 x float> %".192", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".194" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".195" = load <16 x float>, ptr %".194", align 4
  %".196" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".193", <16 x float> %".191", <16 x float> %".195")
  store <16 x float> %".196", ptr %".185", align 4
  %".198" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".199" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".200" = getelementptr inbounds float, ptr %".199", i64 7
  %".201" = load float, ptr %".200", align 4
  %".202" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".203" = getelementptr inbounds float, ptr %".202", i64 16
  %".204" = load <16 x float>, ptr %".203", align 4
  %".205" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".201", i32 0
  %".206" = shufflevector <16 x float> %".205", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".207" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".208" = load <16 x float>, ptr %".207", align 4
  %".209" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".206", <16 x float> %".204", <16 x float> %".208")
  store <16 x float> %".209", ptr %".198", align 4
  %".211" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".212" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".213" = getelementptr inbounds float, ptr %".212", i64 10
  %".214" = load float, ptr %".213", align 4
  %".215" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".216" = getelementptr inbounds float, ptr %".215", i64 16
  %".217" = load <16 x float>, ptr %".216", align 4
  %".218" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".214", i32 0
  %".219" = shufflevector <16 x float> %".218", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".220" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".221" = load <16 x float>, ptr %".220", align 4
  %".222" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".219", <16 x float> %".217", <16 x float> %".221")
  store <16 x float> %".222", ptr %".211", align 4
  %".224" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".225" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".226" = getelementptr inbounds float, ptr %".225", i64 31
  %".227" = load float, ptr %".226", align 4
  %".228" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".229" = getelementptr inbounds float, ptr %".228", i64 16
  %".230" = load <16 x float>, ptr %".229", align 4
  %".231" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".227", i32 0
  %".232" = shufflevector <16 x float> %".231", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".233" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".234" = load <16 x float>, ptr %".233", align 4
  %".235" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".232", <16 x float> %".230", <16 x float> %".234")
  store <16 x float> %".235", ptr %".224", align 4
  %".237" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".238" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".239" = getelementptr inbounds float, ptr %".238", i64 34
  %".240" = load float, ptr %".239", align 4
  %".241" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".242" = getelementptr inbounds float, ptr %".241", i64 16
  %".243" = load <16 x float>, ptr %".242", align 4
  %".244" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".240", i32 0
  %".245" = shufflevector <16 x float> %".244", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".246" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".247" = load <16 x float>, ptr %".246", align 4
  %".248" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".245", <16 x float> %".243", <16 x float> %".247")
  store <16 x float> %".248", ptr %".237", align 4
  %".250" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".251" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".252" = getelementptr inbounds float, ptr %".251", i64 37
  %".253" = load float, ptr %".252", align 4
  %".254" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".255" = getelementptr inbounds float, ptr %".254", i64 16
  %".256" = load <16 x float>, ptr %".255", align 4
  %".257" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".253", i32 0
  %".258" = shufflevector <16 x float> %".257", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".259" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".260" = load <16 x float>, ptr %".259", align 4
  %".261" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".258", <16 x float> %".256", <16 x float> %".260")
  store <16 x float> %".261", ptr %".250", align 4
  %".263" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".264" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".265" = getelementptr inbounds float, ptr %".264", i64 40
  %".266" = load float, ptr %".265", align 4
  %".267" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".268" = getelementptr inbounds float, ptr %".267", i64 16
  %".269" = load <16 x float>, ptr %".268", align 4
  %".270" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".266", i32 0
  %".271" = shufflevector <16 x float> %".270", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".272" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".273" = load <16 x float>, ptr %".272", align 4
  %".274" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".271", <16 x float> %".269", <16 x float> %".273")
  store <16 x float> %".274", ptr %".263", align 4
  %".276" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".277" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".278" = getelementptr inbounds float, ptr %".277", i64 2
  %".279" = load float, ptr %".278", align 4
  %".280" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".281" = getelementptr inbounds float, ptr %".280", i64 32
  %".282" = load <16 x float>, ptr %".281", align 4
  %".283" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".279", i32 0
  %".284" = shufflevector <16 x float> %".283", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".285" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".286" = load <16 x float>, ptr %".285", align 4
  %".287" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".284", <16 x float> %".282", <16 x float> %".286")
  store <16 x float> %".287", ptr %".276", align 4
  %".289" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".290" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".291" = getelementptr inbounds float, ptr %".290", i64 5
  %".292" = load float, ptr %".291", align 4
  %".293" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".294" = getelementptr inbounds float, ptr %".293", i64 32
  %".295" = load <16 x float>, ptr %".294", align 4
  %".296" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".292", i32 0
  %".297" = shufflevector <16 x float> %".296", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".298" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".299" = load <16 x float>, ptr %".298", align 4
  %".300" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".297", <16 x float> %".295", <16 x float> %".299")
  store <16 x float> %".300", ptr %".289", align 4
  %".302" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".303" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".304" = getelementptr inbounds float, ptr %".303", i64 8
  %".305" = load float, ptr %".304", align 4
  %".306" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".307" = getelementptr inbounds float, ptr %".306", i64 32
  %".308" = load <16 x float>, ptr %".307", align 4
  %".309" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".305", i32 0
  %".310" = shufflevector <16 x float> %".309", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".311" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".312" = load <16 x float>, ptr %".311", align 4
  %".313" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".310", <16 x float> %".308", <16 x float> %".312")
  store <16 x float> %".313", ptr %".302", align 4
  %".315" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".316" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".317" = getelementptr inbounds float, ptr %".316", i64 11
  %".318" = load float, ptr %".317", align 4
  %".319" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".320" = getelementptr inbounds float, ptr %".319", i64 32
  %".321" = load <16 x float>, ptr %".320", align 4
  %".322" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".318", i32 0
  %".323" = shufflevector <16 x float> %".322", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".324" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".325" = load <16 x float>, ptr %".324", align 4
  %".326" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".323", <16 x float> %".321", <16 x float> %".325")
  store <16 x float> %".326", ptr %".315", align 4
  %".328" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".329" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".330" = getelementptr inbounds float, ptr %".329", i64 32
  %".331" = load float, ptr %".330", align 4
  %".332" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".333" = getelementptr inbounds float, ptr %".332", i64 32
  %".334" = load <16 x float>, ptr %".333", align 4
  %".335" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".331", i32 0
  %".336" = shufflevector <16 x float> %".335", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".337" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".338" = load <16 x float>, ptr %".337", align 4
  %".339" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".336", <16 x float> %".334", <16 x float> %".338")
  store <16 x float> %".339", ptr %".328", align 4
  %".341" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".342" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".343" = getelementptr inbounds float, ptr %".342", i64 35
  %".344" = load float, ptr %".343", align 4
  %".345" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".346" = getelementptr inbounds float, ptr %".345", i64 32
  %".347" = load <16 x float>, ptr %".346", align 4
  %".348" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".344", i32 0
  %".349" = shufflevector <16 x float> %".348", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".350" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".351" = load <16 x float>, ptr %".350", align 4
  %".352" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".349", <16 x float> %".347", <16 x float> %".351")
  store <16 x float> %".352", ptr %".341", align 4
  %".354" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".355" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".356" = getelementptr inbounds float, ptr %".355", i64 38
  %".357" = load float, ptr %".356", align 4
  %".358" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".359" = getelementptr inbounds float, ptr %".358", i64 32
  %".360" = load <16 x float>, ptr %".359", align 4
  %".361" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".357", i32 0
  %".362" = shufflevector <16 x float> %".361", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".363" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".364" = load <16 x float>, ptr %".363", align 4
  %".365" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".362", <16 x float> %".360", <16 x float> %".364")
  store <16 x float> %".365", ptr %".354", align 4
  %".367" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".368" = getelementptr inbounds float, ptr %".18", i64 %".70"
  %".369" = getelementptr inbounds float, ptr %".368", i64 41
  %".370" = load float, ptr %".369", align 4
  %".371" = getelementptr inbounds float, ptr %".21", i64 %".79"
  %".372" = getelementptr inbounds float, ptr %".371", i64 32
  %".373" = load <16 x float>, ptr %".372", align 4
  %".374" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".370", i32 0
  %".375" = shufflevector <16 x float> %".374", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".376" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".377" = load <16 x float>, ptr %".376", align 4
  %".378" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".375", <16 x float> %".373", <16 x float> %".377")
  store <16 x float> %".378", ptr %".367", align 4
  %".380" = add nsw i64 %"rcio.6", 1
  br label %"rcio.6.head"
rcio.6.exit:
  %".382" = add nsw i64 %"rj.5", 1
  br label %"rj.5.head"
rc.3.exit.if:
  %".392" = mul i64 %"conv_pack_lo.2", 4
  %".393" = add i64 %".392", 0
  %".394" = icmp slt i64 %".393", 6
  br i1 %".394", label %"rc.3.exit.if.if", label %"rc.3.exit.if.endif"
rc.3.exit.endif:
  %".441" = add i64 %".388", 1
  %".442" = icmp slt i64 %".441", 5
  br i1 %".442", label %"rc.3.exit.endif.if", label %"rc.3.exit.endif.endif"
rc.3.exit.if.if:
  %".396" = mul i64 %"conv_pack_iff.1", 192
  %".397" = mul i64 %"conv_pack_lo.2", 64
  %".398" = add i64 %".396", %".397"
  %".399" = getelementptr inbounds float, ptr %".24", i64 %".398"
  %".400" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".401" = load <16 x float>, ptr %".400", align 4
  store <16 x float> %".401", ptr %".399", align 4
  br label %"rc.3.exit.if.endif"
rc.3.exit.if.endif:
  %".404" = add i64 %".392", 1
  %".405" = icmp slt i64 %".404", 6
  br i1 %".405", label %"rc.3.exit.if.endif.if", label %"rc.3.exit.if.endif.endif"
rc.3.exit.if.endif.if:
  %".407" = mul i64 %"conv_pack_iff.1", 192
  %".408" = mul i64 %"conv_pack_lo.2", 64
  %".409" = add i64 %".407", %".408"
  %".410" = getelementptr inbounds float, ptr %".24", i64 %".409"
  %".411" = getelementptr inbounds float, ptr %".410", i64 16
  %".412" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".413" = load <16 x float>, ptr %".412", align 4
  store <16 x float> %".413", ptr %".411", align 4
  br label %"rc.3.exit.if.endif.endif"
rc.3.exit.if.endif.endif:
  %".416" = add i64 %".392", 2
  %".417" = icmp slt i64 %".416", 6
  br i1 %".417", label %"rc.3.exit.if.endif.endif.if", label %"rc.3.exit.if.endif.endif.endif"
rc.3.exit.if.endif.endif.if:
  %".419" = mul i64 %"conv_pack_iff.1", 192
  %".420" = mul i64 %"conv_pack_lo.2", 64
  %".421" = add i64 %".419", %".420"
  %".422" = getelementptr inbounds float, ptr %".24", i64 %".421"
  %".423" = getelementptr inbounds float, ptr %".422", i64 32
  %".424" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".425" = load <16 x float>, ptr %".424", align 4
  store <16 x float> %".425", ptr %".423", align 4
  br label %"rc.3.exit.if.endif.endif.endif"
rc.3.exit.if.endif.endif.endif:
  %".428" = add i64 %".392", 3
  %".429" = icmp slt i64 %".428", 6
  br i1 %".429", label %"rc.3.exit.if.endif.endif.endif.if", label %"rc.3.exit.if.endif.endif.endif.endif"
rc.3.exit.if.endif.endif.endif.if:
  %".431" = mul i64 %"conv_pack_iff.1", 192
  %".432" = mul i64 %"conv_pack_lo.2", 64
  %".433" = add i64 %".431", %".432"
  %".434" = getelementptr inbounds float, ptr %".24", i64 %".433"
  %".435" = getelementptr inbounds float, ptr %".434", i64 48
  %".436" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".437" = load <16 x float>, ptr %".436", align 4
  store <16 x float> %".437", ptr %".435", align 4
  br label %"rc.3.exit.if.endif.endif.endif.endif"
rc.3.exit.if.endif.endif.endif.endif:
  br label %"rc.3.exit.endif"
rc.3.exit.endif.if:
  %".444" = mul i64 %"conv_pack_lo.2", 4
  %".445" = add i64 %".444", 0
  %".446" = icmp slt i64 %".445", 6
  br i1 %".446", label %"rc.3.exit.endif.if.if", label %"rc.3.exit.endif.if.endif"
rc.3.exit.endif.endif:
  %".494" = add nsw i64 %"conv_pack_lo.2", 1
  br label %"conv_pack_lo.2.head"
rc.3.exit.endif.if.if:
  %".448" = mul i64 %"conv_pack_iff.1", 192
  %".449" = mul i64 %"conv_pack_lo.2", 64
  %".450" = add i64 %".448", %".449"
  %".451" = getelementptr inbounds float, ptr %".24", i64 %".450"
  %".452" = getelementptr inbounds float, ptr %".451", i64 96
  %".453" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".454" = load <16 x float>, ptr %".453", align 4
  store <16 x float> %".454", ptr %".452", align 4
  br label %"rc.3.exit.endif.if.endif"
rc.3.exit.endif.if.endif:
  %".457" = add i64 %".444", 1
  %".458" = icmp slt i64 %".457", 6
  br i1 %".458", label %"rc.3.exit.endif.if.endif.if", label %"rc.3.exit.endif.if.endif.endif"
rc.3.exit.endif.if.endif.if:
  %".460" = mul i64 %"conv_pack_iff.1", 192
  %".461" = mul i64 %"conv_pack_lo.2", 64
  %".462" = add i64 %".460", %".461"
  %".463" = getelementptr inbounds float, ptr %".24", i64 %".462"
  %".464" = getelementptr inbounds float, ptr %".463", i64 112
  %".465" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".466" = load <16 x float>, ptr %".465", align 4
  store <16 x float> %".466", ptr %".464", align 4
  br label %"rc.3.exit.endif.if.endif.endif"
rc.3.exit.endif.if.endif.endif:
  %".469" = add i64 %".444", 2
  %".470" = icmp slt i64 %".469", 6
  br i1 %".470", label %"rc.3.exit.endif.if.endif.endif.if", label %"rc.3.exit.endif.if.endif.endif.endif"
rc.3.exit.endif.if.endif.endif.if:
  %".472" = mul i64 %"conv_pack_iff.1", 192
  %".473" = mul i64 %"conv_pack_lo.2", 64
  %".474" = add i64 %".472", %".473"
  %".475" = getelementptr inbounds float, ptr %".24", i64 %".474"
  %".476" = getelementptr inbounds float, ptr %".475", i64 128
  %".477" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".478" = load <16 x float>, ptr %".477", align 4
  store <16 x float> %".478", ptr %".476", align 4
  br label %"rc.3.exit.endif.if.endif.endif.endif"
rc.3.exit.endif.if.endif.endif.endif:
  %".481" = add i64 %".444", 3
  %".482" = icmp slt i64 %".481", 6
  br i1 %".482", label %"rc.3.exit.endif.if.endif.endif.endif.if", label %"rc.3.exit.endif.if.endif.endif.endif.endif"
rc.3.exit.endif.if.endif.endif.endif.if:
  %".484" = mul i64 %"conv_pack_iff.1", 192
  %".485" = mul i64 %"conv_pack_lo.2", 64
  %".486" = add i64 %".484", %".485"
  %".487" = getelementptr inbounds float, ptr %".24", i64 %".486"
  %".488" = getelementptr inbounds float, ptr %".487", i64 144
  %".489" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".490" = load <16 x float>, ptr %".489", align 4
  store <16 x float> %".490", ptr %".488", align 4
  br label %"rc.3.exit.endif.if.endif.endif.endif.endif"
rc.3.exit.endif.if.endif.endif.endif.endif:
  br label %"rc.3.exit.endif.endif"
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
  %".29" = icmp slt i64 %"out_l.2", 6
  br i1 %".29", label %"out_l.2.body", label %"out_l.2.exit"
out_l.2.body:
  %".31" = sdiv i64 %"out_iff.1", 5
  %".32" = srem i64 %"out_iff.1", 5
  %".33" = icmp ne i64 %".32", 0
  %".34" = xor i64 %".32", 5
  %".35" = icmp slt i64 %".34", 0
  %".36" = and i1 %".33", %".35"
  %".37" = select  i1 %".36", i64 1, i64 0
  %".38" = sub i64 %".31", %".37"
  %".39" = mul i64 %".38", 30
  %".40" = sdiv i64 %"out_iff.1", 5
  %".41" = srem i64 %"out_iff.1", 5
  %".42" = icmp ne i64 %".41", 0
  %".43" = xor i64 %".41", 5
  %".44" = icmp slt i64 %".43", 0
  %".45" = and i1 %".42", %".44"
  %".46" = select  i1 %".45", i64 5, i64 0
  %".47" = add i64 %".41", %".46"
  %".48" = mul i64 %".47", 6
  %".49" = add i64 %".39", %".48"
  %".50" = add i64 %".49", %"out_l.2"
  %".51" = getelementptr inbounds float, ptr %".15", i64 %".50"
  %".52" = mul i64 %".47", 96
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
