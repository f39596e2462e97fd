kernel frames: yes
mod: vmlinux
