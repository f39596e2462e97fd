== -pie
		args[0]: floating-point register not in pt_regs
		args[1]: 8@%rcx

bad: 0 2 0 0 0 0 0 0 0 0
mem: 50 30 -300 -300 -7 16 7 -300 4242 30064771073
regs: 1234605616436512921 -120 34969 153 -5 -5 2 2 4294967291 0
== -no-pie
		args[0]: floating-point register not in pt_regs
		args[1]: 8@%rcx

bad: 0 2 0 0 0 0 0 0 0 0
mem: 50 30 -300 -300 -7 16 7 -300 4242 30064771073
regs: 1234605616436512921 -120 34969 153 -5 -5 2 2 4294967291 0
