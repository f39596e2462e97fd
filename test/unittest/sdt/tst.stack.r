kernel frames: yes
exec path: yes
no tracer frames
user frames: libc
tp-forkexec 3
