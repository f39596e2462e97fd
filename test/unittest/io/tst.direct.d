/*
 * io:::start and io:::done of a direct-I/O write and read of 64 KiB by the
 * trigger: start fires in the trigger (pid), with B_WRITE or B_READ, the
 * size and the device (a virtio disk here: /var/tmp is on /dev/vda);
 * done fires where the device completes it (an interrupt: any pid), so
 * it is matched on the device and block that start saw.  args[2] is
 * "<none>" as in Oracle Linux DTrace.  Only the first write and the first
 * read are printed.
 * @@trigger: io-direct
 */
#pragma D option quiet

io:::start
/pid == $target && args[0]->b_bcount == 65536 &&
 !seen[args[0]->b_flags & B_READ]/
{
	seen[args[0]->b_flags & B_READ] = 1;
	blk[args[0]->b_edev, args[0]->b_blkno, args[0]->b_flags & B_READ] = 1;
	printf("%s %s %s %d bytes on %s (%s, %s)\n", probename,
	    probefunc, args[0]->b_flags & B_READ ? "read" : "write",
	    args[0]->b_bcount, args[1]->dev_statname, args[1]->dev_name,
	    args[1]->dev_pathname);
}

io:::done
/blk[args[0]->b_edev, args[0]->b_blkno, args[0]->b_flags & B_READ]/
{
	blk[args[0]->b_edev, args[0]->b_blkno, args[0]->b_flags & B_READ] = 0;
	printf("%s %s %s %d bytes on %s, error %d, file %s\n", probename,
	    probefunc, args[0]->b_flags & B_WRITE ? "write" : "read",
	    args[0]->b_bcount, args[1]->dev_statname, args[0]->b_error,
	    args[2]->fi_name);
}
