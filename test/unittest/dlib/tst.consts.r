errno.d: 133 constants agree
unistd.d: 11 constants agree
signal.d: 8 constants agree
ip.d: 36 constants agree
net.d: 9 constants agree
