== pid-calls: 2 rets in depth
ret is an offset probe of depth
ret is an offset probe of depth
ret1 1 0
ret2 5 15
dtrace exit 0
== pid-calls-nopie: 2 rets in depth
ret is an offset probe of depth
ret is an offset probe of depth
ret1 1 0
ret2 5 15
dtrace exit 0
