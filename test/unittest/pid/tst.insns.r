== pid-insns: -l
pid-insns insns entry
pid-insns insns return
pid-insns insns 0
pid-insns insns 1
pid-insns insns 4
pid-insns insns 9
pid-insns insns b
pid-insns insns c
== pid-insns: -l *:[bc]
insns b
insns c
== pid-insns: firing
0 0 0
0 1 0
0 4 0
0 9 1234
0 b 1234
0 c 1234
1 0 0
1 1 0
1 4 0
1 9 1234
1 b 1235
1 c 1235

dtrace exit 0
== pid-insns: refused
insns:c

dtrace exit 0
refused pid-insns:unprobed:0 (hlt)
refused pid-insns:unprobed:entry (hlt)
== pid-insns-nopie: -l
pid-insns-nopie insns entry
pid-insns-nopie insns return
pid-insns-nopie insns 0
pid-insns-nopie insns 1
pid-insns-nopie insns 4
pid-insns-nopie insns 9
pid-insns-nopie insns b
pid-insns-nopie insns c
== pid-insns-nopie: -l *:[bc]
insns b
insns c
== pid-insns-nopie: firing
0 0 0
0 1 0
0 4 0
0 9 1234
0 b 1234
0 c 1234
1 0 0
1 1 0
1 4 0
1 9 1234
1 b 1235
1 c 1235

dtrace exit 0
== pid-insns-nopie: refused
insns:c

dtrace exit 0
refused pid-insns-nopie:unprobed:0 (hlt)
refused pid-insns-nopie:unprobed:entry (hlt)
