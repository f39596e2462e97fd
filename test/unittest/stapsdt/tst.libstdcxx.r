== -l
libstdc++.so.6 __cxa_begin_catch catch
libstdc++.so.6 __cxa_throw throw
== counts
caught 5
catch 5
throw 5
