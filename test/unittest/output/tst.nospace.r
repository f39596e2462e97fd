filled: 0 KB left
-h -o full/there.h: exit 1
  dtrace: failed to create header file full/there.h: No space left on device
-G -o full/there.o: exit 1
  dtrace: failed to link full/there.o: failed to write full/there.o: No space left on device
-o full/there.out: exit 1
  dtrace: failed to write to full/there.out: No space left on device
-h -o full/new.h: exit 1
  dtrace: failed to create header file full/new.h: No space left on device
-G -o full/new.o: exit 1
  dtrace: failed to link full/new.o: failed to write full/new.o: No space left on device
-o full/new.out: exit 1
  dtrace: failed to write to full/new.out: No space left on device
files: filler new.out there.h there.o there.out
full/there.h: old header
full/there.o: old object
full/there.out: 4096 bytes, full/new.out: 0 bytes
unmounted
