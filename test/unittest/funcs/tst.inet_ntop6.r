0 fe80::214:4fff:fe0b:76c8
1 ::
2 ::1
3 ::ffff:192.168.1.10
4 ::10.0.0.1
5 2001:db8:0:0:1::1
6 1:2:3:4:5:6:7:8
7 ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff

