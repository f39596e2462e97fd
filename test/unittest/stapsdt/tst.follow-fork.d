/*
 * A pid-globbed description follows a child forked after dtrace started:
 * its firings (5, made at once after the fork) are all counted, as the
 * parent's (3).  The fork program admits the child to the dispatch before
 * it first runs (dt_follow.c).
 * @@trigger: sdt-fork
 */
#pragma D option quiet

stapsdt*:::tick
/progenyof($target)/
{
	@[pid == $target ? "parent" : "child", arg0] = count();
}

END
{
	printa("%s %d %@d\n", @);
}
