sys_enter/exit: yes
timer: yes
keys: clean
