-h through a link: exit 0
  link.h -> file.h, the header
-G through a link: exit 0
  link.o -> file.o, the object
-o through a link: exit 0
  link.out -> out: old new 
freopen() through a link: exit 0
  link.out -> out: old new  reopened 
-h through a link to nothing: exit 0
  dangling.h -> made.h, the header
dtrace: failed to create header file full: No space left on device
-h through a link to /dev/full: exit 1
dtrace: failed to link full: failed to write full: No space left on device
-G through a link to /dev/full: exit 1
dtrace: failed to write to full: No space left on device
-o through a link to /dev/full: exit 1
  the link and /dev/full are there
-h over a file: exit 0
  there.h is not a link, the header
  mode 640
-h over a file with two names: exit 0
  other-name.h is not a link, the header
  files here: dangling.h file.h file.o full link.h link.o link.out linked.h made.h other-name.h out prov.d there.h want.h want.o
