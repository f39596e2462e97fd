wait-start fired: yes
wait-done fired: yes
wait-done without wait-start: 0
as many of each: yes
bytes: 0, device: <none>

