caught 5
throw in libstdc++.so.6.N: 5
catch returns: 5

dtrace exit 0
