/*
 * ASSERTION: a child forked by a traced process after dtrace started
 * fires its own probes (stapsdtPID:... of its pid), from its first
 * instruction: the fork program holds it until dtrace has made them.  Its
 * 5 firings, made at once after the fork, all name its own provider, as
 * the parent's 3 do.
 * @@trigger: sdt-fork
 */
#pragma D option quiet

stapsdt*:::tick
/progenyof($target)/
{
	@[pid == $target ? "parent" : "child",
	    probeprov == strjoin("stapsdt", lltostr(pid)) ? "own" : probeprov,
	    arg0] = count();
}

END
{
	printa("%s %s %d %@d\n", @);
}
