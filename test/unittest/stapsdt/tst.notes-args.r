== -pie
	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		args[0]: uint64_t
		args[1]: uint64_t

	Argument Specifications
		args[0]: 8@%xmm0 (cannot be read: floating-point register not in pt_regs)
		args[1]: 8@%rcx

	1 site, no semaphore


bad: 2
mem: 50 30 -300 -300 -7 16 7 -300 4242 30064771073
regs: 1234605616436512921 -120 34969 153 -5 -5 2 2 4294967291 0
exit 1
dtrace: invalid probe specifier notes$target:::bad { trace(arg0); }: arg0 of probe notesPID:prog:main:bad cannot be read: argument specification '8@%xmm0': floating-point register not in pt_regs
== -no-pie
	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		args[0]: uint64_t
		args[1]: uint64_t

	Argument Specifications
		args[0]: 8@%xmm0 (cannot be read: floating-point register not in pt_regs)
		args[1]: 8@%rcx

	1 site, no semaphore


bad: 2
mem: 50 30 -300 -300 -7 16 7 -300 4242 30064771073
regs: 1234605616436512921 -120 34969 153 -5 -5 2 2 4294967291 0
exit 1
dtrace: invalid probe specifier notes$target:::bad { trace(arg0); }: arg0 of probe notesPID:prog:main:bad cannot be read: argument specification '8@%xmm0': floating-point register not in pt_regs
