io vmlinux block_bio_queue start
io vmlinux block_rq_complete done
io vmlinux block_bio_complete done
io vmlinux sched_switch wait-start
io vmlinux sched_exit_tp wait-done
== io:::done
block_rq_complete done
block_bio_complete done
== -lv io:::start
		args[0]: bufinfo_t *
		args[1]: devinfo_t *
		args[2]: fileinfo_t *
