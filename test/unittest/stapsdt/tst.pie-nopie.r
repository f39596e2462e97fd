== sdt-loop-pie
e_type 3
sdt-loop-pie main loop
40
40
780
-780
40
780
== sdt-loop-nopie
e_type 2
sdt-loop-nopie main loop
40
40
780
-780
40
780
