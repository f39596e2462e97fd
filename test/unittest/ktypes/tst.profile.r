1 1 dd
func: vmlinux`function
stack: vmlinux`function+0xoff
