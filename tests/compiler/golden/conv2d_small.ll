; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [704 x i64], align 64
  %"par.next" = alloca [512 x i64], align 64
  %"par.ctx.1" = alloca [704 x i64], align 64
  %"par.next.1" = alloca [512 x i64], align 64
  %"par.ctx.2" = alloca [704 x i64], align 64
  %"par.next.2" = alloca [512 x i64], align 64
  %"par.ctx.3" = alloca [704 x i64], align 64
  %"par.next.3" = alloca [512 x i64], align 64
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
  %".17" = mul i64 %".16", 16
  %".18" = sub i64 %".17", 1
  %".19" = add i64 8, %".18"
  %".20" = sdiv i64 %".19", %".17"
  %".21" = icmp sgt i64 %".20", 1
  %".22" = select  i1 %".21", i64 %".20", i64 1
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".82", %"par.fill.body"]
  %".24" = icmp slt i64 %"par.fill", %".16"
  br i1 %".24", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".26" = mul i64 %"par.fill", 8
  %".27" = sdiv i64 %".26", %".16"
  %".28" = mul i64 %"par.fill", 8
  %".29" = getelementptr inbounds i64, ptr %"par.next", i64 %".28"
  store i64 %".27", ptr %".29"
  %".31" = mul i64 %"par.fill", 11
  %".32" = add i64 %".31", 0
  %".33" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".32"
  store i64 %".22", ptr %".33"
  %".35" = mul i64 %"par.fill", 11
  %".36" = add i64 %".35", 1
  %".37" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".36"
  store i64 8, ptr %".37"
  %".39" = ptrtoint ptr %"par.next" to i64
  %".40" = mul i64 %"par.fill", 11
  %".41" = add i64 %".40", 2
  %".42" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".41"
  store i64 %".39", ptr %".42"
  %".44" = mul i64 %"par.fill", 11
  %".45" = add i64 %".44", 3
  %".46" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".45"
  store i64 %"par.fill", ptr %".46"
  %".48" = mul i64 %"par.fill", 11
  %".49" = add i64 %".48", 4
  %".50" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".49"
  store i64 %".16", ptr %".50"
  %".52" = ptrtoint ptr %"data" to i64
  %".53" = mul i64 %"par.fill", 11
  %".54" = add i64 %".53", 5
  %".55" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".54"
  store i64 %".52", ptr %".55"
  %".57" = ptrtoint ptr %"weight" to i64
  %".58" = mul i64 %"par.fill", 11
  %".59" = add i64 %".58", 6
  %".60" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".59"
  store i64 %".57", ptr %".60"
  %".62" = ptrtoint ptr %"out" to i64
  %".63" = mul i64 %"par.fill", 11
  %".64" = add i64 %".63", 7
  %".65" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".64"
  store i64 %".62", ptr %".65"
  %".67" = ptrtoint ptr %"data_pack" to i64
  %".68" = mul i64 %"par.fill", 11
  %".69" = add i64 %".68", 8
  %".70" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".69"
  store i64 %".67", ptr %".70"
  %".72" = ptrtoint ptr %"weight_pack" to i64
  %".73" = mul i64 %"par.fill", 11
  %".74" = add i64 %".73", 9
  %".75" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".74"
  store i64 %".72", ptr %".75"
  %".77" = ptrtoint ptr %"conv_pack" to i64
  %".78" = mul i64 %"par.fill", 11
  %".79" = add i64 %".78", 10
  %".80" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".79"
  store i64 %".77", ptr %".80"
  %".82" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".84" = mul i64 0, 11
  %".85" = add i64 %".84", 0
  %".86" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".85"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".86", i64 88, i64 %".16")
  %".88" = icmp slt i64 %"num_threads", 64
  %".89" = select  i1 %".88", i64 %"num_threads", i64 64
  %".90" = icmp sgt i64 %".89", 1
  %".91" = select  i1 %".90", i64 %".89", i64 1
  %".92" = icmp slt i64 %".91", 3
  %".93" = select  i1 %".92", i64 %".91", i64 3
  %".94" = icmp sgt i64 %".93", 1
  %".95" = select  i1 %".94", i64 %".93", i64 1
  %".96" = mul i64 %".95", 16
  %".97" = sub i64 %".96", 1
  %".98" = add i64 3, %".97"
  %".99" = sdiv i64 %".98", %".96"
  %".100" = icmp sgt i64 %".99", 1
  %".101" = select  i1 %".100", i64 %".99", i64 1
  br label %"par.fill.head.1"
par.fill.head.1:
  %"par.fill.1" = phi  i64 [0, %"par.fill.exit"], [%".161", %"par.fill.body.1"]
  %".103" = icmp slt i64 %"par.fill.1", %".95"
  br i1 %".103", label %"par.fill.body.1", label %"par.fill.exit.1"
par.fill.body.1:
  %".105" = mul i64 %"par.fill.1", 3
  %".106" = sdiv i64 %".105", %".95"
  %".107" = mul i64 %"par.fill.1", 8
  %".108" = getelementptr inbounds i64, ptr %"par.next.1", i64 %".107"
  store i64 %".106", ptr %".108"
  %".110" = mul i64 %"par.fill.1", 11
  %".111" = add i64 %".110", 0
  %".112" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".111"
  store i64 %".101", ptr %".112"
  %".114" = mul i64 %"par.fill.1", 11
  %".115" = add i64 %".114", 1
  %".116" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".115"
  store i64 3, ptr %".116"
  %".118" = ptrtoint ptr %"par.next.1" to i64
  %".119" = mul i64 %"par.fill.1", 11
  %".120" = add i64 %".119", 2
  %".121" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".120"
  store i64 %".118", ptr %".121"
  %".123" = mul i64 %"par.fill.1", 11
  %".124" = add i64 %".123", 3
  %".125" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".124"
  store i64 %"par.fill.1", ptr %".125"
  %".127" = mul i64 %"par.fill.1", 11
  %".128" = add i64 %".127", 4
  %".129" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".128"
  store i64 %".95", ptr %".129"
  %".131" = ptrtoint ptr %"data" to i64
  %".132" = mul i64 %"par.fill.1", 11
  %".133" = add i64 %".132", 5
  %".134" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".133"
  store i64 %".131", ptr %".134"
  %".136" = ptrtoint ptr %"weight" to i64
  %".137" = mul i64 %"par.fill.1", 11
  %".138" = add i64 %".137", 6
  %".139" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".138"
  store i64 %".136", ptr %".139"
  %".141" = ptrtoint ptr %"out" to i64
  %".142" = mul i64 %"par.fill.1", 11
  %".143" = add i64 %".142", 7
  %".144" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".143"
  store i64 %".141", ptr %".144"
  %".146" = ptrtoint ptr %"data_pack" to i64
  %".147" = mul i64 %"par.fill.1", 11
  %".148" = add i64 %".147", 8
  %".149" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".148"
  store i64 %".146", ptr %".149"
  %".151" = ptrtoint ptr %"weight_pack" to i64
  %".152" = mul i64 %"par.fill.1", 11
  %".153" = add i64 %".152", 9
  %".154" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".153"
  store i64 %".151", ptr %".154"
  %".156" = ptrtoint ptr %"conv_pack" to i64
  %".157" = mul i64 %"par.fill.1", 11
  %".158" = add i64 %".157", 10
  %".159" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".158"
  store i64 %".156", ptr %".159"
  %".161" = add nsw i64 %"par.fill.1", 1
  br label %"par.fill.head.1"
par.fill.exit.1:
  %".163" = mul i64 0, 11
  %".164" = add i64 %".163", 0
  %".165" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".164"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par2", ptr %".165", i64 88, i64 %".95")
  %".167" = icmp slt i64 %"num_threads", 64
  %".168" = select  i1 %".167", i64 %"num_threads", i64 64
  %".169" = icmp sgt i64 %".168", 1
  %".170" = select  i1 %".169", i64 %".168", i64 1
  %".171" = icmp slt i64 %".170", 1
  %".172" = select  i1 %".171", i64 %".170", i64 1
  %".173" = icmp sgt i64 %".172", 1
  %".174" = select  i1 %".173", i64 %".172", i64 1
  %".175" = mul i64 %".174", 16
  %".176" = sub i64 %".175", 1
  %".177" = add i64 1, %".176"
  %".178" = sdiv i64 %".177", %".175"
  %".179" = icmp sgt i64 %".178", 1
  %".180" = select  i1 %".179", i64 %".178", i64 1
  br label %"par.fill.head.2"
par.fill.head.2:
  %"par.fill.2" = phi  i64 [0, %"par.fill.exit.1"], [%".240", %"par.fill.body.2"]
  %".182" = icmp slt i64 %"par.fill.2", %".174"
  br i1 %".182", label %"par.fill.body.2", label %"par.fill.exit.2"
par.fill.body.2:
  %".184" = mul i64 %"par.fill.2", 1
  %".185" = sdiv i64 %".184", %".174"
  %".186" = mul i64 %"par.fill.2", 8
  %".187" = getelementptr inbounds i64, ptr %"par.next.2", i64 %".186"
  store i64 %".185", ptr %".187"
  %".189" = mul i64 %"par.fill.2", 11
  %".190" = add i64 %".189", 0
  %".191" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".190"
  store i64 %".180", ptr %".191"
  %".193" = mul i64 %"par.fill.2", 11
  %".194" = add i64 %".193", 1
  %".195" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".194"
  store i64 1, ptr %".195"
  %".197" = ptrtoint ptr %"par.next.2" to i64
  %".198" = mul i64 %"par.fill.2", 11
  %".199" = add i64 %".198", 2
  %".200" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".199"
  store i64 %".197", ptr %".200"
  %".202" = mul i64 %"par.fill.2", 11
  %".203" = add i64 %".202", 3
  %".204" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".203"
  store i64 %"par.fill.2", ptr %".204"
  %".206" = mul i64 %"par.fill.2", 11
  %".207" = add i64 %".206", 4
  %".208" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".207"
  store i64 %".174", ptr %".208"
  %".210" = ptrtoint ptr %"data" to i64
  %".211" = mul i64 %"par.fill.2", 11
  %".212" = add i64 %".211", 5
  %".213" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".212"
  store i64 %".210", ptr %".213"
  %".215" = ptrtoint ptr %"weight" to i64
  %".216" = mul i64 %"par.fill.2", 11
  %".217" = add i64 %".216", 6
  %".218" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".217"
  store i64 %".215", ptr %".218"
  %".220" = ptrtoint ptr %"out" to i64
  %".221" = mul i64 %"par.fill.2", 11
  %".222" = add i64 %".221", 7
  %".223" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".222"
  store i64 %".220", ptr %".223"
  %".225" = ptrtoint ptr %"data_pack" to i64
  %".226" = mul i64 %"par.fill.2", 11
  %".227" = add i64 %".226", 8
  %".228" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".227"
  store i64 %".225", ptr %".228"
  %".230" = ptrtoint ptr %"weight_pack" to i64
  %".231" = mul i64 %"par.fill.2", 11
  %".232" = add i64 %".231", 9
  %".233" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".232"
  store i64 %".230", ptr %".233"
  %".235" = ptrtoint ptr %"conv_pack" to i64
  %".236" = mul i64 %"par.fill.2", 11
  %".237" = add i64 %".236", 10
  %".238" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".237"
  store i64 %".235", ptr %".238"
  %".240" = add nsw i64 %"par.fill.2", 1
  br label %"par.fill.head.2"
par.fill.exit.2:
  %".242" = mul i64 0, 11
  %".243" = add i64 %".242", 0
  %".244" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".243"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par3", ptr %".244", i64 88, i64 %".174")
  %".246" = icmp slt i64 %"num_threads", 64
  %".247" = select  i1 %".246", i64 %"num_threads", i64 64
  %".248" = icmp sgt i64 %".247", 1
  %".249" = select  i1 %".248", i64 %".247", i64 1
  %".250" = icmp slt i64 %".249", 5
  %".251" = select  i1 %".250", i64 %".249", i64 5
  %".252" = icmp sgt i64 %".251", 1
  %".253" = select  i1 %".252", i64 %".251", i64 1
  %".254" = mul i64 %".253", 16
  %".255" = sub i64 %".254", 1
  %".256" = add i64 5, %".255"
  %".257" = sdiv i64 %".256", %".254"
  %".258" = icmp sgt i64 %".257", 1
  %".259" = select  i1 %".258", i64 %".257", i64 1
  br label %"par.fill.head.3"
par.fill.head.3:
  %"par.fill.3" = phi  i64 [0, %"par.fill.exit.2"], [%".319", %"par.fill.body.3"]
  %".261" = icmp slt i64 %"par.fill.3", %".253"
  br i1 %".261", label %"par.fill.body.3", label %"par.fill.exit.3"
par.fill.body.3:
  %".263" = mul i64 %"par.fill.3", 5
  %".264" = sdiv i64 %".263", %".253"
  %".265" = mul i64 %"par.fill.3", 8
  %".266" = getelementptr inbounds i64, ptr %"par.next.3", i64 %".265"
  store i64 %".264", ptr %".266"
  %".268" = mul i64 %"par.fill.3", 11
  %".269" = add i64 %".268", 0
  %".270" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".269"
  store i64 %".259", ptr %".270"
  %".272" = mul i64 %"par.fill.3", 11
  %".273" = add i64 %".272", 1
  %".274" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".273"
  store i64 5, ptr %".274"
  %".276" = ptrtoint ptr %"par.next.3" to i64
  %".277" = mul i64 %"par.fill.3", 11
  %".278" = add i64 %".277", 2
  %".279" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".278"
  store i64 %".276", ptr %".279"
  %".281" = mul i64 %"par.fill.3", 11
  %".282" = add i64 %".281", 3
  %".283" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".282"
  store i64 %"par.fill.3", ptr %".283"
  %".285" = mul i64 %"par.fill.3", 11
  %".286" = add i64 %".285", 4
  %".287" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".286"
  store i64 %".253", ptr %".287"
  %".289" = ptrtoint ptr %"data" to i64
  %".290" = mul i64 %"par.fill.3", 11
  %".291" = add i64 %".290", 5
  %".292" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".291"
  store i64 %".289", ptr %".292"
  %".294" = ptrtoint ptr %"weight" to i64
  %".295" = mul i64 %"par.fill.3", 11
  %".296" = add i64 %".295", 6
  %".297" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".296"
  store i64 %".294", ptr %".297"
  %".299" = ptrtoint ptr %"out" to i64
  %".300" = mul i64 %"par.fill.3", 11
  %".301" = add i64 %".300", 7
  %".302" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".301"
  store i64 %".299", ptr %".302"
  %".304" = ptrtoint ptr %"data_pack" to i64
  %".305" = mul i64 %"par.fill.3", 11
  %".306" = add i64 %".305", 8
  %".307" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".306"
  store i64 %".304", ptr %".307"
  %".309" = ptrtoint ptr %"weight_pack" to i64
  %".310" = mul i64 %"par.fill.3", 11
  %".311" = add i64 %".310", 9
  %".312" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".311"
  store i64 %".309", ptr %".312"
  %".314" = ptrtoint ptr %"conv_pack" to i64
  %".315" = mul i64 %"par.fill.3", 11
  %".316" = add i64 %".315", 10
  %".317" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".316"
  store i64 %".314", ptr %".317"
  %".319" = add nsw i64 %"par.fill.3", 1
  br label %"par.fill.head.3"
par.fill.exit.3:
  %".321" = mul i64 0, 11
  %".322" = add i64 %".321", 0
  %".323" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".322"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par4", ptr %".323", i64 88, i64 %".253")
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
  %".33" = phi  i64 [0, %"body"], [%".110", %"range.next"]
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
  br label %"data_pack_k.1.head"
range.next:
  %".110" = add i64 %".33", 1
  br label %"range.head"
chunk.done:
  ret ptr null
data_pack_k.1.head:
  %"data_pack_k.1" = phi  i64 [%".46", %"chunk.run"], [%".107", %"data_pack_i.2.exit"]
  %".53" = icmp slt i64 %"data_pack_k.1", %".51"
  br i1 %".53", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  br label %"chunk.take"
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".105", %"data_pack_j.3.exit"]
  %".56" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".56", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".107" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".103", %"data_pack_l.4.exit"]
  %".59" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".59", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".105" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".101", %"ite.end"]
  %".62" = icmp slt i64 %"data_pack_l.4", 10
  br i1 %".62", label %"data_pack_l.4.body", label %"data_pack_l.4.exit"
data_pack_l.4.body:
  %".64" = mul i64 %"data_pack_i.2", 240
  %".65" = mul i64 %"data_pack_j.3", 240
  %".66" = add i64 %".64", %".65"
  %".67" = mul i64 %"data_pack_k.1", 30
  %".68" = add i64 %".66", %".67"
  %".69" = mul i64 %"data_pack_l.4", 3
  %".70" = add i64 %".68", %".69"
  %".71" = getelementptr inbounds float, ptr %".25", i64 %".70"
  %".72" = icmp sge i64 %"data_pack_k.1", 1
  %".73" = icmp slt i64 %"data_pack_k.1", 6
  %".74" = and i1 %".72", %".73"
  %".75" = icmp sge i64 %"data_pack_l.4", 1
  %".76" = and i1 %".74", %".75"
  %".77" = icmp slt i64 %"data_pack_l.4", 7
  %".78" = and i1 %".76", %".77"
  br i1 %".78", label %"ite.then", label %"ite.else"
data_pack_l.4.exit:
  %".103" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
ite.then:
  %".80" = mul i64 %"data_pack_i.2", 90
  %".81" = mul i64 %"data_pack_j.3", 90
  %".82" = add i64 %".80", %".81"
  %".83" = mul <3 x i64> <i64 0, i64 1, i64 2>, <i64 30, i64 30, i64 30>
  %".84" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".82", i32 0
  %".85" = shufflevector <3 x i64> %".84", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".86" = add <3 x i64> %".85", %".83"
  %".87" = mul i64 %"data_pack_k.1", 6
  %".88" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".87", i32 0
  %".89" = shufflevector <3 x i64> %".88", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".90" = add <3 x i64> %".86", %".89"
  %".91" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %"data_pack_l.4", i32 0
  %".92" = shufflevector <3 x i64> %".91", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".93" = add <3 x i64> %".90", %".92"
  %".94" = sub <3 x i64> %".93", <i64 7, i64 7, i64 7>
  %".95" = getelementptr inbounds float, ptr %".16", <3 x i64> %".94"
  %".96" = call <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".95", i32 4, <3 x i1> <i1 1, i1 1, i1 1>, <3 x float> <float              0x0, float              0x0, float              0x0>)
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".99" = phi  <3 x float> [%".96", %"ite.then"], [<float              0x0, float              0x0, float              0x0>, %"ite.else"]
  store <3 x float> %".99", ptr %".71", align 4
  %".101" = add nsw i64 %"data_pack_l.4", 1
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
  %".33" = phi  i64 [0, %"body"], [%".125", %"range.next"]
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
  br label %"weight_pack_k.1.head"
range.next:
  %".125" = add i64 %".33", 1
  br label %"range.head"
chunk.done:
  ret ptr null
weight_pack_k.1.head:
  %"weight_pack_k.1" = phi  i64 [%".46", %"chunk.run"], [%".122", %"weight_pack_i.2.exit"]
  %".53" = icmp slt i64 %"weight_pack_k.1", %".51"
  br i1 %".53", label %"weight_pack_k.1.body", label %"weight_pack_k.1.exit"
weight_pack_k.1.body:
  br label %"weight_pack_i.2.head"
weight_pack_k.1.exit:
  br label %"chunk.take"
weight_pack_i.2.head:
  %"weight_pack_i.2" = phi  i64 [0, %"weight_pack_k.1.body"], [%".120", %"weight_pack_j.3.exit"]
  %".56" = icmp slt i64 %"weight_pack_i.2", 1
  br i1 %".56", label %"weight_pack_i.2.body", label %"weight_pack_i.2.exit"
weight_pack_i.2.body:
  br label %"weight_pack_j.3.head"
weight_pack_i.2.exit:
  %".122" = add nsw i64 %"weight_pack_k.1", 1
  br label %"weight_pack_k.1.head"
weight_pack_j.3.head:
  %"weight_pack_j.3" = phi  i64 [0, %"weight_pack_i.2.body"], [%".118", %"weight_pack_l.4.exit"]
  %".59" = icmp slt i64 %"weight_pack_j.3", 1
  br i1 %".59", label %"weight_pack_j.3.body", label %"weight_pack_j.3.exit"
weight_pack_j.3.body:
  br label %"weight_pack_l.4.head"
weight_pack_j.3.exit:
  %".120" = add nsw i64 %"weight_pack_i.2", 1
  br label %"weight_pack_i.2.head"
weight_pack_l.4.head:
  %"weight_pack_l.4" = phi  i64 [0, %"weight_pack_j.3.body"], [%".116", %"weight_pack_m.5.exit"]
  %".62" = icmp slt i64 %"weight_pack_l.4", 3
  br i1 %".62", label %"weight_pack_l.4.body", label %"weight_pack_l.4.exit"
weight_pack_l.4.body:
  br label %"weight_pack_m.5.head"
weight_pack_l.4.exit:
  %".118" = add nsw i64 %"weight_pack_j.3", 1
  br label %"weight_pack_j.3.head"
weight_pack_m.5.head:
  %"weight_pack_m.5" = phi  i64 [0, %"weight_pack_l.4.body"], [%".114", %"weight_pack_m.5.body"]
  %".65" = icmp slt i64 %"weight_pack_m.5", 3
  br i1 %".65", label %"weight_pack_m.5.body", label %"weight_pack_m.5.exit"
weight_pack_m.5.body:
  %".67" = mul i64 %"weight_pack_i.2", 432
  %".68" = mul i64 %"weight_pack_j.3", 432
  %".69" = add i64 %".67", %".68"
  %".70" = mul i64 %"weight_pack_k.1", 144
  %".71" = add i64 %".69", %".70"
  %".72" = mul i64 %"weight_pack_l.4", 48
  %".73" = add i64 %".71", %".72"
  %".74" = mul i64 %"weight_pack_m.5", 16
  %".75" = add i64 %".73", %".74"
  %".76" = getelementptr inbounds float, ptr %".28", i64 %".75"
  %".77" = mul i64 %"weight_pack_i.2", 16
  %".78" = sub i64 %".77", 5
  %".79" = sub i64 0, %".78"
  %".80" = icmp slt i64 %".79", -2147483648
  %".81" = select  i1 %".80", i64 -2147483648, i64 %".79"
  %".82" = icmp sgt i64 %".81", 2147483647
  %".83" = select  i1 %".82", i64 2147483647, i64 %".81"
  %".84" = trunc i64 %".83" to i32
  %".85" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".84", i32 0
  %".86" = shufflevector <16 x i32> %".85", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".87" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".86"
  %".88" = mul i64 %"weight_pack_i.2", 432
  %".89" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27>
  %".90" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".88", i32 0
  %".91" = shufflevector <16 x i64> %".90", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".92" = add <16 x i64> %".91", %".89"
  %".93" = mul i64 %"weight_pack_j.3", 27
  %".94" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".93", i32 0
  %".95" = shufflevector <16 x i64> %".94", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".96" = add <16 x i64> %".92", %".95"
  %".97" = mul i64 %"weight_pack_m.5", 9
  %".98" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".97", i32 0
  %".99" = shufflevector <16 x i64> %".98", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".100" = add <16 x i64> %".96", %".99"
  %".101" = mul i64 %"weight_pack_k.1", 3
  %".102" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".101", i32 0
  %".103" = shufflevector <16 x i64> %".102", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".104" = add <16 x i64> %".100", %".103"
  %".105" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"weight_pack_l.4", i32 0
  %".106" = shufflevector <16 x i64> %".105", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".107" = add <16 x i64> %".104", %".106"
  %".108" = getelementptr inbounds float, ptr %".19", <16 x i64> %".107"
  %".109" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".108", i32 4, <16 x i1> %".87", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".110" = xor <16 x i1> %".87", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".111" = and <16 x i1> %".87", %".110"
  %".112" = select  <16 x i1> %".87", <16 x float> %".109", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".112", ptr %".76", align 4
  %".114" = add nsw i64 %"weight_pack_m.5", 1
  br label %"weight_pack_m.5.head"
weight_pack_m.5.exit:
  %".116" = add nsw i64 %"weight_pack_l.4", 1
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
  %".33" = phi  i64 [0, %"body"], [%".526", %"range.next"]
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
  %".526" = add i64 %".33", 1
  br label %"range.head"
chunk.done:
  ret ptr null
conv_pack_j.1.head:
  %"conv_pack_j.1" = phi  i64 [%".46", %"chunk.run"], [%".523", %"conv_pack_ko.2.exit"]
  %".53" = icmp slt i64 %"conv_pack_j.1", %".51"
  br i1 %".53", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  br label %"chunk.take"
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".521", %"conv_pack_i.3.exit"]
  %".56" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".56", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".523" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".519", %"conv_pack_lo.4.exit"]
  %".59" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".59", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".521" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".517", %"rc.5.exit.endif.endif"]
  %".62" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".62", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".64" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".64", align 4
  %".66" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".66", align 4
  %".68" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".68", align 4
  %".70" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".70", align 4
  %".72" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".72", align 4
  %".74" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".74", align 4
  %".76" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".76", align 4
  %".78" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".78", align 4
  br label %"rc.5.head"
conv_pack_lo.4.exit:
  %".519" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
rc.5.head:
  %"rc.5" = phi  i64 [0, %"conv_pack_lo.4.body"], [%".377", %"ri.6.exit"]
  %".81" = icmp slt i64 %"rc.5", 1
  br i1 %".81", label %"rc.5.body", label %"rc.5.exit"
rc.5.body:
  br label %"ri.6.head"
rc.5.exit:
  %".379" = mul i64 %"conv_pack_ko.2", 2
  %".380" = add i64 %".379", 0
  %".381" = icmp slt i64 %".380", 5
  br i1 %".381", label %"rc.5.exit.if", label %"rc.5.exit.endif"
ri.6.head:
  %"ri.6" = phi  i64 [0, %"rc.5.body"], [%".375", %"rj.7.exit"]
  %".84" = icmp slt i64 %"ri.6", 3
  br i1 %".84", label %"ri.6.body", label %"ri.6.exit"
ri.6.body:
  br label %"rj.7.head"
ri.6.exit:
  %".377" = add nsw i64 %"rc.5", 1
  br label %"rc.5.head"
rj.7.head:
  %"rj.7" = phi  i64 [0, %"ri.6.body"], [%".373", %"rcio.8.exit"]
  %".87" = icmp slt i64 %"rj.7", 3
  br i1 %".87", label %"rj.7.body", label %"rj.7.exit"
rj.7.body:
  br label %"rcio.8.head"
rj.7.exit:
  %".375" = add nsw i64 %"ri.6", 1
  br label %"ri.6.head"
rcio.8.head:
  %"rcio.8" = phi  i64 [0, %"rj.7.body"], [%".371", %"rcio.8.body"]
  %".90" = icmp slt i64 %"rcio.8", 1
  br i1 %".90", label %"rcio.8.body", label %"rcio.8.exit"
rcio.8.body:
  %".92" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".93" = mul i64 %"conv_pack_i.3", 240
  %".94" = mul i64 %"rc.5", 240
  %".95" = add i64 %".93", %".94"
  %".96" = mul i64 %"conv_pack_ko.2", 60
  %".97" = add i64 %".95", %".96"
  %".98" = mul i64 %"ri.6", 30
  %".99" = add i64 %".97", %".98"
  %".100" = mul i64 %"conv_pack_lo.4", 12
  %".101" = add i64 %".99", %".100"
  %".102" = mul i64 %"rj.7", 3
  %".103" = add i64 %".101", %".102"
  %".104" = mul i64 %"rcio.8", 3
  %".105" = add i64 %".103", %".104"
  %".106" = getelementptr inbounds float, ptr %".25", i64 %".105"
  %".107" = load float, ptr %".106", align 4
  %".108" = mul i64 %"conv_pack_j.1", 432
  %".109" = mul i64 %"rc.5", 432
  %".110" = add i64 %".108", %".109"
  %".111" = mul i64 %"ri.6", 144
  %".112" = add i64 %".110", %".111"
  %".113" = mul i64 %"rj.7", 48
  %".114" = add i64 %".112", %".113"
  %".115" = mul i64 %"rcio.8", 48
  %".116" = add i64 %".114", %".115"
  %".117" = getelementptr inbounds float, ptr %".28", i64 %".116"
  %".118" = load <16 x float>, ptr %".117", align 4
  %".119" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".120" = load <16 x float>, ptr %".119", align 4
  %".121" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".107", i32 0
  %".122" = shufflevector <16 x float> %".121", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".123" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".122", <16 x float> %".118", <16 x float> %".120")
  store <16 x float> %".123", ptr %".92", align 4
  %".125" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".126" = getelementptr inbounds float, ptr %".106", i64 3
  %".127" = load float, ptr %".126", align 4
  %".128" = load <16 x float>, ptr %".117", align 4
  %".129" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".130" = load <16 x float>, ptr %".129", align 4
  %".131" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".127", i32 0
  %".132" = shufflevector <16 x float> %".131", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".133" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".132", <16 x float> %".128", <16 x float> %".130")
  store <16 x float> %".133", ptr %".125", align 4
  %".135" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".136" = getelementptr inbounds float, ptr %".106", i64 6
  %".137" = load float, ptr %".136", align 4
  %".138" = load <16 x float>, ptr %".117", align 4
  %".139" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".140" = load <16 x float>, ptr %".139", align 4
  %".141" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".137", i32 0
  %".142" = shufflevector <16 x float> %".141", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".143" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".142", <16 x float> %".138", <16 x float> %".140")
  store <16 x float> %".143", ptr %".135", align 4
  %".145" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".146" = getelementptr inbounds float, ptr %".106", i64 9
  %".147" = load float, ptr %".146", align 4
  %".148" = load <16 x float>, ptr %".117", align 4
  %".149" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".150" = load <16 x float>, ptr %".149", align 4
  %".151" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".147", i32 0
  %".152" = shufflevector <16 x float> %".151", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".153" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".152", <16 x float> %".148", <16 x float> %".150")
  store <16 x float> %".153", ptr %".145", align 4
  %".155" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".156" = getelementptr inbounds float, ptr %".106", i64 30
  %".157" = load float, ptr %".156", align 4
  %".158" = load <16 x float>, ptr %".117", align 4
  %".159" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".160" = load <16 x float>, ptr %".159", align 4
  %".161" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".157", i32 0
  %".162" = shufflevector <16 x float> %".161", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".163" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".162", <16 x float> %".158", <16 x float> %".160")
  store <16 x float> %".163", ptr %".155", align 4
  %".165" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".166" = getelementptr inbounds float, ptr %".106", i64 33
  %".167" = load float, ptr %".166", align 4
  %".168" = load <16 x float>, ptr %".117", align 4
  %".169" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".170" = load <16 x float>, ptr %".169", align 4
  %".171" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".167", i32 0
  %".172" = shufflevector <16 x float> %".171", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".173" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".172", <16 x float> %".168", <16 x float> %".170")
  store <16 x float> %".173", ptr %".165", align 4
  %".175" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".176" = getelementptr inbounds float, ptr %".106", i64 36
  %".177" = load float, ptr %".176", align 4
  %".178" = load <16 x float>, ptr %".117", align 4
  %".179" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".180" = load <16 x float>, ptr %".179", align 4
  %".181" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".177", i32 0
  %".182" = shufflevector <16 x float> %".181", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".183" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".182", <16 x float> %".178", <16 x float> %".180")
  store <16 x float> %".183", ptr %".175", align 4
  %".185" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".186" = getelementptr inbounds float, ptr %".106", i64 39
  %".187" = load float, ptr %".186", align 4
  %".188" = load <16 x float>, ptr %".117", align 4
  %".189" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".190" = load <16 x float>, ptr %".189", align 4
  %".191" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".187", i32 0
  %".192" = shufflevector <16 x float> %".191", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".193" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".192", <16 x float> %".188", <16 x float> %".190")
  store <16 x float> %".193", ptr %".185", align 4
  %".195" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".196" = getelementptr inbounds float, ptr %".106", i64 1
  %".197" = load float, ptr %".196", align 4
  %".198" = getelementptr inbounds float, ptr %".117", i64 16
  %".199" = load <16 x float>, ptr %".198", align 4
  %".200" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".201" = load <16 x float>, ptr %".200", align 4
  %".202" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".197", i32 0
  %".203" = shufflevector <16 x float> %".202", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".204" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".203", <16 x float> %".199", <16 x float> %".201")
  store <16 x float> %".204", ptr %".195", align 4
  %".206" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".207" = getelementptr inbounds float, ptr %".106", i64 4
  %".208" = load float, ptr %".207", align 4
  %".209" = getelementptr inbounds float, ptr %".117", i64 16
  %".210" = load <16 x float>, ptr %".209", align 4
  %".211" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".212" = load <16 x float>, ptr %".211", align 4
  %".213" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".208", i32 0
  %".214" = shufflevector <16 x float> %".213", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".215" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".214", <16 x float> %".210", <16 x float> %".212")
  store <16 x float> %".215", ptr %".206", align 4
  %".217" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".218" = getelementptr inbounds float, ptr %".106", i64 7
  %".219" = load float, ptr %".218", align 4
  %".220" = getelementptr inbounds float, ptr %".117", i64 16
  %".221" = load <16 x float>, ptr %".220", align 4
  %".222" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".223" = load <16 x float>, ptr %".222", align 4
  %".224" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".219", i32 0
  %".225" = shufflevector <16 x float> %".224", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".226" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".225", <16 x float> %".221", <16 x float> %".223")
  store <16 x float> %".226", ptr %".217", align 4
  %".228" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".229" = getelementptr inbounds float, ptr %".106", i64 10
  %".230" = load float, ptr %".229", align 4
  %".231" = getelementptr inbounds float, ptr %".117", i64 16
  %".232" = load <16 x float>, ptr %".231", align 4
  %".233" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".234" = load <16 x float>, ptr %".233", align 4
  %".235" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".230", i32 0
  %".236" = shufflevector <16 x float> %".235", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".237" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".236", <16 x float> %".232", <16 x float> %".234")
  store <16 x float> %".237", ptr %".228", align 4
  %".239" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".240" = getelementptr inbounds float, ptr %".106", i64 31
  %".241" = load float, ptr %".240", align 4
  %".242" = getelementptr inbounds float, ptr %".117", i64 16
  %".243" = load <16 x float>, ptr %".242", align 4
  %".244" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".245" = load <16 x float>, ptr %".244", align 4
  %".246" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".241", i32 0
  %".247" = shufflevector <16 x float> %".246", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".248" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".247", <16 x float> %".243", <16 x float> %".245")
  store <16 x float> %".248", ptr %".239", align 4
  %".250" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".251" = getelementptr inbounds float, ptr %".106", i64 34
  %".252" = load float, ptr %".251", align 4
  %".253" = getelementptr inbounds float, ptr %".117", i64 16
  %".254" = load <16 x float>, ptr %".253", align 4
  %".255" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".256" = load <16 x float>, ptr %".255", align 4
  %".257" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".252", i32 0
  %".258" = shufflevector <16 x float> %".257", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".259" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".258", <16 x float> %".254", <16 x float> %".256")
  store <16 x float> %".259", ptr %".250", align 4
  %".261" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".262" = getelementptr inbounds float, ptr %".106", i64 37
  %".263" = load float, ptr %".262", align 4
  %".264" = getelementptr inbounds float, ptr %".117", i64 16
  %".265" = load <16 x float>, ptr %".264", align 4
  %".266" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".267" = load <16 x float>, ptr %".266", align 4
  %".268" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".263", i32 0
  %".269" = shufflevector <16 x float> %".268", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".270" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".269", <16 x float> %".265", <16 x float> %".267")
  store <16 x float> %".270", ptr %".261", align 4
  %".272" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".273" = getelementptr inbounds float, ptr %".106", i64 40
  %".274" = load float, ptr %".273", align 4
  %".275" = getelementptr inbounds float, ptr %".117", i64 16
  %".276" = load <16 x float>, ptr %".275", align 4
  %".277" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".278" = load <16 x float>, ptr %".277", align 4
  %".279" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".274", i32 0
  %".280" = shufflevector <16 x float> %".279", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".281" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".280", <16 x float> %".276", <16 x float> %".278")
  store <16 x float> %".281", ptr %".272", align 4
  %".283" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".284" = getelementptr inbounds float, ptr %".106", i64 2
  %".285" = load float, ptr %".284", align 4
  %".286" = getelementptr inbounds float, ptr %".117", i64 32
  %".287" = load <16 x float>, ptr %".286", align 4
  %".288" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".289" = load <16 x float>, ptr %".288", align 4
  %".290" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".285", i32 0
  %".291" = shufflevector <16 x float> %".290", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".292" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".291", <16 x float> %".287", <16 x float> %".289")
  store <16 x float> %".292", ptr %".283", align 4
  %".294" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".295" = getelementptr inbounds float, ptr %".106", i64 5
  %".296" = load float, ptr %".295", align 4
  %".297" = getelementptr inbounds float, ptr %".117", i64 32
  %".298" = load <16 x float>, ptr %".297", align 4
  %".299" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".300" = load <16 x float>, ptr %".299", align 4
  %".301" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".296", i32 0
  %".302" = shufflevector <16 x float> %".301", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".303" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".302", <16 x float> %".298", <16 x float> %".300")
  store <16 x float> %".303", ptr %".294", align 4
  %".305" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".306" = getelementptr inbounds float, ptr %".106", i64 8
  %".307" = load float, ptr %".306", align 4
  %".308" = getelementptr inbounds float, ptr %".117", i64 32
  %".309" = load <16 x float>, ptr %".308", align 4
  %".310" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".311" = load <16 x float>, ptr %".310", align 4
  %".312" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".307", i32 0
  %".313" = shufflevector <16 x float> %".312", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".314" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".313", <16 x float> %".309", <16 x float> %".311")
  store <16 x float> %".314", ptr %".305", align 4
  %".316" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".317" = getelementptr inbounds float, ptr %".106", i64 11
  %".318" = load float, ptr %".317", align 4
  %".319" = getelementptr inbounds float, ptr %".117", i64 32
  %".320" = load <16 x float>, ptr %".319", align 4
  %".321" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".322" = load <16 x float>, ptr %".321", align 4
  %".323" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".318", i32 0
  %".324" = shufflevector <16 x float> %".323", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".325" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".324", <16 x float> %".320", <16 x float> %".322")
  store <16 x float> %".325", ptr %".316", align 4
  %".327" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".328" = getelementptr inbounds float, ptr %".106", i64 32
  %".329" = load float, ptr %".328", align 4
  %".330" = getelementptr inbounds float, ptr %".117", i64 32
  %".331" = load <16 x float>, ptr %".330", align 4
  %".332" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".333" = load <16 x float>, ptr %".332", align 4
  %".334" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".329", i32 0
  %".335" = shufflevector <16 x float> %".334", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".336" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".335", <16 x float> %".331", <16 x float> %".333")
  store <16 x float> %".336", ptr %".327", align 4
  %".338" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".339" = getelementptr inbounds float, ptr %".106", i64 35
  %".340" = load float, ptr %".339", align 4
  %".341" = getelementptr inbounds float, ptr %".117", i64 32
  %".342" = load <16 x float>, ptr %".341", align 4
  %".343" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".344" = load <16 x float>, ptr %".343", align 4
  %".345" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".340", i32 0
  %".346" = shufflevector <16 x float> %".345", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".347" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".346", <16 x float> %".342", <16 x float> %".344")
  store <16 x float> %".347", ptr %".338", align 4
  %".349" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".350" = getelementptr inbounds float, ptr %".106", i64 38
  %".351" = load float, ptr %".350", align 4
  %".352" = getelementptr inbounds float, ptr %".117", i64 32
  %".353" = load <16 x float>, ptr %".352", align 4
  %".354" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".355" = load <16 x float>, ptr %".354", align 4
  %".356" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".351", i32 0
  %".357" = shufflevector <16 x float> %".356", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".358" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".357", <16 x float> %".353", <16 x float> %".355")
  store <16 x float> %".358", ptr %".349", align 4
  %".360" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".361" = getelementptr inbounds float, ptr %".106", i64 41
  %".362" = load float, ptr %".361", align 4
  %".363" = getelementptr inbounds float, ptr %".117", i64 32
  %".364" = load <16 x float>, ptr %".363", align 4
  %".365" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".366" = load <16 x float>, ptr %".365", align 4
  %".367" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".362", i32 0
  %".368" = shufflevector <16 x float> %".367", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".369" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".368", <16 x float> %".364", <16 x float> %".366")
  store <16 x float> %".369", ptr %".360", align 4
  %".371" = add nsw i64 %"rcio.8", 1
  br label %"rcio.8.head"
rcio.8.exit:
  %".373" = add nsw i64 %"rj.7", 1
  br label %"rj.7.head"
rc.5.exit.if:
  %".383" = mul i64 %"conv_pack_lo.4", 4
  %".384" = add i64 %".383", 0
  %".385" = icmp slt i64 %".384", 6
  br i1 %".385", label %"rc.5.exit.if.if", label %"rc.5.exit.if.endif"
rc.5.exit.endif:
  %".448" = add i64 %".379", 1
  %".449" = icmp slt i64 %".448", 5
  br i1 %".449", label %"rc.5.exit.endif.if", label %"rc.5.exit.endif.endif"
rc.5.exit.if.if:
  %".387" = mul i64 %"conv_pack_i.3", 480
  %".388" = mul i64 %"conv_pack_j.1", 480
  %".389" = add i64 %".387", %".388"
  %".390" = mul i64 %"conv_pack_ko.2", 192
  %".391" = add i64 %".389", %".390"
  %".392" = mul i64 %"conv_pack_lo.4", 64
  %".393" = add i64 %".391", %".392"
  %".394" = getelementptr inbounds float, ptr %".31", i64 %".393"
  %".395" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".396" = load <16 x float>, ptr %".395", align 4
  store <16 x float> %".396", ptr %".394", align 4
  br label %"rc.5.exit.if.endif"
rc.5.exit.if.endif:
  %".399" = add i64 %".383", 1
  %".400" = icmp slt i64 %".399", 6
  br i1 %".400", label %"rc.5.exit.if.endif.if", label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.if:
  %".402" = mul i64 %"conv_pack_i.3", 480
  %".403" = mul i64 %"conv_pack_j.1", 480
  %".404" = add i64 %".402", %".403"
  %".405" = mul i64 %"conv_pack_ko.2", 192
  %".406" = add i64 %".404", %".405"
  %".407" = mul i64 %"conv_pack_lo.4", 64
  %".408" = add i64 %".406", %".407"
  %".409" = getelementptr inbounds float, ptr %".31", i64 %".408"
  %".410" = getelementptr inbounds float, ptr %".409", i64 16
  %".411" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".412" = load <16 x float>, ptr %".411", align 4
  store <16 x float> %".412", ptr %".410", align 4
  br label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.endif:
  %".415" = add i64 %".383", 2
  %".416" = icmp slt i64 %".415", 6
  br i1 %".416", label %"rc.5.exit.if.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.if:
  %".418" = mul i64 %"conv_pack_i.3", 480
  %".419" = mul i64 %"conv_pack_j.1", 480
  %".420" = add i64 %".418", %".419"
  %".421" = mul i64 %"conv_pack_ko.2", 192
  %".422" = add i64 %".420", %".421"
  %".423" = mul i64 %"conv_pack_lo.4", 64
  %".424" = add i64 %".422", %".423"
  %".425" = getelementptr inbounds float, ptr %".31", i64 %".424"
  %".426" = getelementptr inbounds float, ptr %".425", i64 32
  %".427" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".428" = load <16 x float>, ptr %".427", align 4
  store <16 x float> %".428", ptr %".426", align 4
  br label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.endif:
  %".431" = add i64 %".383", 3
  %".432" = icmp slt i64 %".431", 6
  br i1 %".432", label %"rc.5.exit.if.endif.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.if:
  %".434" = mul i64 %"conv_pack_i.3", 480
  %".435" = mul i64 %"conv_pack_j.1", 480
  %".436" = add i64 %".434", %".435"
  %".437" = mul i64 %"conv_pack_ko.2", 192
  %".438" = add i64 %".436", %".437"
  %".439" = mul i64 %"conv_pack_lo.4", 64
  %".440" = add i64 %".438", %".439"
  %".441" = getelementptr inbounds float, ptr %".31", i64 %".440"
  %".442" = getelementptr inbounds float, ptr %".441", i64 48
  %".443" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".444" = load <16 x float>, ptr %".443", align 4
  store <16 x float> %".444", ptr %".442", align 4
  br label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.endif:
  br label %"rc.5.exit.endif"
rc.5.exit.endif.if:
  %".451" = mul i64 %"conv_pack_lo.4", 4
  %".452" = add i64 %".451", 0
  %".453" = icmp slt i64 %".452", 6
  br i1 %".453", label %"rc.5.exit.endif.if.if", label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.endif:
  %".517" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
rc.5.exit.endif.if.if:
  %".455" = mul i64 %"conv_pack_i.3", 480
  %".456" = mul i64 %"conv_pack_j.1", 480
  %".457" = add i64 %".455", %".456"
  %".458" = mul i64 %"conv_pack_ko.2", 192
  %".459" = add i64 %".457", %".458"
  %".460" = mul i64 %"conv_pack_lo.4", 64
  %".461" = add i64 %".459", %".460"
  %".462" = getelementptr inbounds float, ptr %".31", i64 %".461"
  %".463" = getelementptr inbounds float, ptr %".462", i64 96
  %".464" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".465" = load <16 x float>, ptr %".464", align 4
  store <16 x float> %".465", ptr %".463", align 4
  br label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.if.endif:
  %".468" = add i64 %".451", 1
  %".469" = icmp slt i64 %".468", 6
  br i1 %".469", label %"rc.5.exit.endif.if.endif.if", label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.if:
  %".471" = mul i64 %"conv_pack_i.3", 480
  %".472" = mul i64 %"conv_pack_j.1", 480
  %".473" = add i64 %".471", %".472"
  %".474" = mul i64 %"conv_pack_ko.2", 192
  %".475" = add i64 %".473", %".474"
  %".476" = mul i64 %"conv_pack_lo.4", 64
  %".477" = add i64 %".475", %".476"
  %".478" = getelementptr inbounds float, ptr %".31", i64 %".477"
  %".479" = getelementptr inbounds float, ptr %".478", i64 112
  %".480" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".481" = load <16 x float>, ptr %".480", align 4
  store <16 x float> %".481", ptr %".479", align 4
  br label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.endif:
  %".484" = add i64 %".451", 2
  %".485" = icmp slt i64 %".484", 6
  br i1 %".485", label %"rc.5.exit.endif.if.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.if:
  %".487" = mul i64 %"conv_pack_i.3", 480
  %".488" = mul i64 %"conv_pack_j.1", 480
  %".489" = add i64 %".487", %".488"
  %".490" = mul i64 %"conv_pack_ko.2", 192
  %".491" = add i64 %".489", %".490"
  %".492" = mul i64 %"conv_pack_lo.4", 64
  %".493" = add i64 %".491", %".492"
  %".494" = getelementptr inbounds float, ptr %".31", i64 %".493"
  %".495" = getelementptr inbounds float, ptr %".494", i64 128
  %".496" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".497" = load <16 x float>, ptr %".496", align 4
  store <16 x float> %".497", ptr %".495", align 4
  br label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif:
  %".500" = add i64 %".451", 3
  %".501" = icmp slt i64 %".500", 6
  br i1 %".501", label %"rc.5.exit.endif.if.endif.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif.if:
  %".503" = mul i64 %"conv_pack_i.3", 480
  %".504" = mul i64 %"conv_pack_j.1", 480
  %".505" = add i64 %".503", %".504"
  %".506" = mul i64 %"conv_pack_ko.2", 192
  %".507" = add i64 %".505", %".506"
  %".508" = mul i64 %"conv_pack_lo.4", 64
  %".509" = add i64 %".507", %".508"
  %".510" = getelementptr inbounds float, ptr %".31", i64 %".509"
  %".511" = getelementptr inbounds float, ptr %".510", i64 144
  %".512" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".513" = load <16 x float>, ptr %".512", align 4
  store <16 x float> %".513", ptr %".511", align 4
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
  %".33" = phi  i64 [0, %"body"], [%".98", %"range.next"]
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
  br label %"out_k.1.head"
range.next:
  %".98" = add i64 %".33", 1
  br label %"range.head"
chunk.done:
  ret ptr null
out_k.1.head:
  %"out_k.1" = phi  i64 [%".46", %"chunk.run"], [%".95", %"out_i.2.exit"]
  %".53" = icmp slt i64 %"out_k.1", %".51"
  br i1 %".53", label %"out_k.1.body", label %"out_k.1.exit"
out_k.1.body:
  br label %"out_i.2.head"
out_k.1.exit:
  br label %"chunk.take"
out_i.2.head:
  %"out_i.2" = phi  i64 [0, %"out_k.1.body"], [%".93", %"out_jo.3.exit"]
  %".56" = icmp slt i64 %"out_i.2", 1
  br i1 %".56", label %"out_i.2.body", label %"out_i.2.exit"
out_i.2.body:
  br label %"out_jo.3.head"
out_i.2.exit:
  %".95" = add nsw i64 %"out_k.1", 1
  br label %"out_k.1.head"
out_jo.3.head:
  %"out_jo.3" = phi  i64 [0, %"out_i.2.body"], [%".91", %"out_ji.4.exit"]
  %".59" = icmp slt i64 %"out_jo.3", 1
  br i1 %".59", label %"out_jo.3.body", label %"out_jo.3.exit"
out_jo.3.body:
  br label %"out_ji.4.head"
out_jo.3.exit:
  %".93" = add nsw i64 %"out_i.2", 1
  br label %"out_i.2.head"
out_ji.4.head:
  %"out_ji.4" = phi  i64 [0, %"out_jo.3.body"], [%".89", %"out_ji.4.body"]
  %".62" = icmp slt i64 %"out_ji.4", 5
  br i1 %".62", label %"out_ji.4.body", label %"out_ji.4.exit"
out_ji.4.body:
  %".64" = mul i64 %"out_i.2", 150
  %".65" = mul i64 %"out_jo.3", 150
  %".66" = add i64 %".64", %".65"
  %".67" = mul i64 %"out_ji.4", 30
  %".68" = add i64 %".66", %".67"
  %".69" = mul i64 %"out_k.1", 6
  %".70" = add i64 %".68", %".69"
  %".71" = getelementptr inbounds float, ptr %".22", i64 %".70"
  %".72" = mul i64 %"out_i.2", 480
  %".73" = mul i64 %"out_k.1", 96
  %".74" = add i64 %".72", %".73"
  %".75" = mul <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %".76" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".74", i32 0
  %".77" = shufflevector <6 x i64> %".76", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".78" = add <6 x i64> %".77", %".75"
  %".79" = mul i64 %"out_jo.3", 5
  %".80" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".79", i32 0
  %".81" = shufflevector <6 x i64> %".80", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".82" = add <6 x i64> %".78", %".81"
  %".83" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"out_ji.4", i32 0
  %".84" = shufflevector <6 x i64> %".83", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".85" = add <6 x i64> %".82", %".84"
  %".86" = getelementptr inbounds float, ptr %".31", <6 x i64> %".85"
  %".87" = call <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".86", i32 4, <6 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, <6 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  store <6 x float> %".87", ptr %".71", align 4
  %".89" = add nsw i64 %"out_ji.4", 1
  br label %"out_ji.4.head"
out_ji.4.exit:
  %".91" = add nsw i64 %"out_jo.3", 1
  br label %"out_jo.3.head"
}

declare <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".1", i32 %".2", <6 x i1> %".3", <6 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
