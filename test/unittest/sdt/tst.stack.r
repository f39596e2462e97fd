kernel frames: yes
exec path: yes
user frames: libc
tp-forkexec 3
