#!/bin/bash
#
# ASSERTION: curpsinfo and curlwpsinfo (dlib/psinfo.d) describe the current
# process and thread as user space knows them: a command started by dtrace
# -c with known arguments (through nice -n 5, which execs it) has dtrace as
# its parent, our user and group ids, its name and arguments (pr_psargs: the
# arguments joined by spaces), one thread whose id is the pid, nice 5, and
# runs on the CPU the probe fires on (state SONPROC, 'O').
#
# Run by test/runtest.sh as: bash tst.psinfo.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/psinfo.XXXXXX)
trap 'rm -rf $tmpd' EXIT

cat > $tmpd/ps.d <<'D'
#pragma D option quiet

proc:::exit
/pid == $target/
{
	printf("pid %d\nppid %d\n", curpsinfo->pr_pid == $target, curpsinfo->pr_ppid);
	printf("uid %d %d gid %d %d\n", curpsinfo->pr_uid, curpsinfo->pr_euid,
	    curpsinfo->pr_gid, curpsinfo->pr_egid);
	printf("fname %s\npsargs %s|\n", curpsinfo->pr_fname, curpsinfo->pr_psargs);
	printf("nlwp %d dmodel %d lwp %d %d\n", curpsinfo->pr_nlwp,
	    curpsinfo->pr_dmodel == PR_MODEL_LP64, curlwpsinfo->pr_lwpid == tid,
	    curpsinfo->pr_lwp.pr_lwpid == tid);
	printf("nice %d state %d %c onpro %d\n", curlwpsinfo->pr_nice,
	    curlwpsinfo->pr_state == SONPROC, curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_onpro == cpu);
	printf("pgid %d sid %d start %d\n", curpsinfo->pr_pgid > 0,
	    curpsinfo->pr_sid > 0, curpsinfo->pr_start.tv_sec ==
	    curthread->group_leader->start_time / 1000000000);
}
D

bash -c 'echo "dtrace $$"; exec '"$dtrace"' -s '$tmpd'/ps.d -c "nice -n 5 /bin/sleep 0.1"' \
    > $tmpd/out 2>&1
echo "status $?"
dpid=$(sed -n 's/^dtrace //p' $tmpd/out)
sed -e '/^dtrace /d' -e "s/^ppid $dpid\$/ppid is dtrace/" \
    -e "s/^uid $(id -u) $(id -u) gid $(id -g) $(id -g)\$/uid and gid ours/" \
    $tmpd/out
