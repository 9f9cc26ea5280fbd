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
  %".289" = icmp slt i64 %".288", 3
  %".290" = select  i1 %".289", i64 %".288", i64 3
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
  %".296" = mul i64 %"par.fill.3", 3
  %".297" = sdiv i64 %".296", %".292"
  %".298" = mul i64 %"par.fill.3", 8
  %".299" = add i64 %".298", 0
  %".300" = getelementptr inbounds [512 x i64], ptr %"par.ctx.3", i64 0, i64 %".299"
  store i64 %".297", ptr %".300"
  %".302" = add i64 %"par.fill.3", 1
  %".303" = mul i64 %".302", 3
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
  %"data_pack_k.1" = phi  i64 [%".4", %"body"], [%".84", %"data_pack_i.2.exit"]
  %".26" = icmp slt i64 %"data_pack_k.1", %".6"
  br i1 %".26", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  ret ptr null
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".82", %"data_pack_j.3.exit"]
  %".29" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".29", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".84" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".80", %"data_pack_l.4.exit"]
  %".32" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".32", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".82" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".78", %"data_pack_m.5.exit"]
  %".35" = icmp slt i64 %"data_pack_l.4", 9
  br i1 %".35", label %"data_pack_l.4.body", label %"data_pack_l.4.exit"
data_pack_l.4.body:
  br label %"data_pack_m.5.head"
data_pack_l.4.exit:
  %".80" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
data_pack_m.5.head:
  %"data_pack_m.5" = phi  i64 [0, %"data_pack_l.4.body"], [%".76", %"ite.end"]
  %".38" = icmp slt i64 %"data_pack_m.5", 16
  br i1 %".38", label %"data_pack_m.5.body", label %"data_pack_m.5.exit"
data_pack_m.5.body:
  %".40" = mul i64 %"data_pack_i.2", 1152
  %".41" = mul i64 %"data_pack_j.3", 1152
  %".42" = add i64 %".40", %".41"
  %".43" = mul i64 %"data_pack_k.1", 144
  %".44" = add i64 %".42", %".43"
  %".45" = mul i64 %"data_pack_l.4", 16
  %".46" = add i64 %".44", %".45"
  %".47" = add i64 %".46", %"data_pack_m.5"
  %".48" = getelementptr inbounds float, ptr %".18", i64 %".47"
  %".49" = mul i64 %"data_pack_j.3", 16
  %".50" = add i64 %".49", %"data_pack_m.5"
  %".51" = icmp slt i64 %".50", 5
  %".52" = icmp sge i64 %"data_pack_k.1", 1
  %".53" = and i1 %".51", %".52"
  %".54" = icmp slt i64 %"data_pack_k.1", 7
  %".55" = and i1 %".53", %".54"
  %".56" = icmp sge i64 %"data_pack_l.4", 1
  %".57" = and i1 %".55", %".56"
  %".58" = icmp slt i64 %"data_pack_l.4", 7
  %".59" = and i1 %".57", %".58"
  br i1 %".59", label %"ite.then", label %"ite.else"
data_pack_m.5.exit:
  %".78" = add nsw i64 %"data_pack_l.4", 1
  br label %"data_pack_l.4.head"
ite.then:
  %".61" = mul i64 %"data_pack_i.2", 180
  %".62" = mul i64 %"data_pack_j.3", 576
  %".63" = add i64 %".61", %".62"
  %".64" = mul i64 %"data_pack_m.5", 36
  %".65" = add i64 %".63", %".64"
  %".66" = mul i64 %"data_pack_k.1", 6
  %".67" = add i64 %".65", %".66"
  %".68" = add i64 %".67", %"data_pack_l.4"
  %".69" = getelementptr inbounds float, ptr %".9", i64 %".68"
  %".70" = getelementptr inbounds float, ptr %".69", i64 -7
  %".71" = load float, ptr %".70", align 4
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".74" = phi  float [%".71", %"ite.then"], [             0x0, %"ite.else"]
  store float %".74", ptr %".48", align 4
  %".76" = add nsw i64 %"data_pack_m.5", 1
  br label %"data_pack_m.5.head"
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
  br label %"weight_pack_j.1.head"
weight_pack_j.1.head:
  %"weight_pack_j.1" = phi  i64 [%".4", %"body"], [%".65", %"weight_pack_i.2.exit"]
  %".26" = icmp slt i64 %"weight_pack_j.1", %".6"
  br i1 %".26", label %"weight_pack_j.1.body", label %"weight_pack_j.1.exit"
weight_pack_j.1.body:
  br label %"weight_pack_i.2.head"
weight_pack_j.1.exit:
  ret ptr null
weight_pack_i.2.head:
  %"weight_pack_i.2" = phi  i64 [0, %"weight_pack_j.1.body"], [%".63", %"weight_pack_k.3.exit"]
  %".29" = icmp slt i64 %"weight_pack_i.2", 1
  br i1 %".29", label %"weight_pack_i.2.body", label %"weight_pack_i.2.exit"
weight_pack_i.2.body:
  br label %"weight_pack_k.3.head"
weight_pack_i.2.exit:
  %".65" = add nsw i64 %"weight_pack_j.1", 1
  br label %"weight_pack_j.1.head"
weight_pack_k.3.head:
  %"weight_pack_k.3" = phi  i64 [0, %"weight_pack_i.2.body"], [%".61", %"weight_pack_l.4.exit"]
  %".32" = icmp slt i64 %"weight_pack_k.3", 3
  br i1 %".32", label %"weight_pack_k.3.body", label %"weight_pack_k.3.exit"
weight_pack_k.3.body:
  br label %"weight_pack_l.4.head"
weight_pack_k.3.exit:
  %".63" = add nsw i64 %"weight_pack_i.2", 1
  br label %"weight_pack_i.2.head"
weight_pack_l.4.head:
  %"weight_pack_l.4" = phi  i64 [0, %"weight_pack_k.3.body"], [%".59", %"ite.end"]
  %".35" = icmp slt i64 %"weight_pack_l.4", 16
  br i1 %".35", label %"weight_pack_l.4.body", label %"weight_pack_l.4.exit"
weight_pack_l.4.body:
  %".37" = mul i64 %"weight_pack_i.2", 144
  %".38" = mul i64 %"weight_pack_j.1", 48
  %".39" = add i64 %".37", %".38"
  %".40" = mul i64 %"weight_pack_k.3", 16
  %".41" = add i64 %".39", %".40"
  %".42" = add i64 %".41", %"weight_pack_l.4"
  %".43" = getelementptr inbounds float, ptr %".21", i64 %".42"
  %".44" = mul i64 %"weight_pack_i.2", 16
  %".45" = add i64 %".44", %"weight_pack_l.4"
  %".46" = icmp slt i64 %".45", 5
  br i1 %".46", label %"ite.then", label %"ite.else"
weight_pack_l.4.exit:
  %".61" = add nsw i64 %"weight_pack_k.3", 1
  br label %"weight_pack_k.3.head"
ite.then:
  %".48" = mul i64 %"weight_pack_l.4", 9
  %".49" = add i64 %".37", %".48"
  %".50" = mul i64 %"weight_pack_j.1", 3
  %".51" = add i64 %".49", %".50"
  %".52" = add i64 %".51", %"weight_pack_k.3"
  %".53" = getelementptr inbounds float, ptr %".12", i64 %".52"
  %".54" = load float, ptr %".53", align 4
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".57" = phi  float [%".54", %"ite.then"], [             0x0, %"ite.else"]
  store float %".57", ptr %".43", align 4
  %".59" = add nsw i64 %"weight_pack_l.4", 1
  br label %"weight_pack_l.4.head"
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
  %"out_ji.4" = phi  i64 [0, %"out_jo.3.body"], [%".62", %"out_l.5.exit"]
  %".35" = icmp slt i64 %"out_ji.4", 5
  br i1 %".35", label %"out_ji.4.body", label %"out_ji.4.exit"
out_ji.4.body:
  br label %"out_l.5.head"
out_ji.4.exit:
  %".64" = add nsw i64 %"out_jo.3", 1
  br label %"out_jo.3.head"
out_l.5.head:
  %"out_l.5" = phi  i64 [0, %"out_ji.4.body"], [%".60", %"out_l.5.body"]
  %".38" = icmp slt i64 %"out_l.5", 3
  br i1 %".38", label %"out_l.5.body", label %"out_l.5.exit"
out_l.5.body:
  %".40" = mul i64 %"out_i.2", 45
  %".41" = mul i64 %"out_jo.3", 45
  %".42" = add i64 %".40", %".41"
  %".43" = mul i64 %"out_ji.4", 9
  %".44" = add i64 %".42", %".43"
  %".45" = mul i64 %"out_k.1", 3
  %".46" = add i64 %".44", %".45"
  %".47" = add i64 %".46", %"out_l.5"
  %".48" = getelementptr inbounds float, ptr %".15", i64 %".47"
  %".49" = mul i64 %"out_i.2", 144
  %".50" = mul i64 %"out_k.1", 48
  %".51" = add i64 %".49", %".50"
  %".52" = mul i64 %"out_l.5", 16
  %".53" = add i64 %".51", %".52"
  %".54" = mul i64 %"out_jo.3", 5
  %".55" = add i64 %".53", %".54"
  %".56" = add i64 %".55", %"out_ji.4"
  %".57" = getelementptr inbounds float, ptr %".24", i64 %".56"
  %".58" = load float, ptr %".57", align 4
  store float %".58", ptr %".48", align 4
  %".60" = add nsw i64 %"out_l.5", 1
  br label %"out_l.5.head"
out_l.5.exit:
  %".62" = add nsw i64 %"out_ji.4", 1
  br label %"out_ji.4.head"
}

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
