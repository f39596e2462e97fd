-h -o ro/there.h: exit 1
  dtrace: failed to create header file ro/there.h: Read-only file system
-G -o ro/there.o: exit 1
  dtrace: failed to link ro/there.o: failed to write ro/there.o: Read-only file system
-o ro/there.out: exit 1
  dtrace: failed to open output file 'ro/there.out': Read-only file system
-l -o ro/there.out: exit 1
  dtrace: failed to open output file 'ro/there.out': Read-only file system
freopen(ro/there.out): exit 0
  dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't freopen() "ro/there.out": Read-only file system
-h -o ro/new.h: exit 1
  dtrace: failed to create header file ro/new.h: Read-only file system
-G -o ro/new.o: exit 1
  dtrace: failed to link ro/new.o: failed to write ro/new.o: Read-only file system
-o ro/new.out: exit 1
  dtrace: failed to open output file 'ro/new.out': Read-only file system
-l -o ro/new.out: exit 1
  dtrace: failed to open output file 'ro/new.out': Read-only file system
freopen(ro/new.out): exit 0
  dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't freopen() "ro/new.out": Read-only file system
files: there.h there.o there.out
ro/there.h: old header
ro/there.o: old object
ro/there.out: old output
unmounted
