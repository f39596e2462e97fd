install: DEST/usr/local/sbin/dtrace is there and is not a regular file: nothing installed
install over a link: exit 2
link: ../../../other, its file: someone else's, installed: 0 files
install: DEST/usr/local/share/man/man8/dtrace.8 is there and is not a regular file: nothing installed
install over a device: exit 2
the device is still there
installed twice
uninstall: left DEST/usr/local/sbin/dtrace: not what make install installed
uninstall: left DEST/usr/local/share/man/man8/dtrace.8: not what make install installed
uninstall: exit 0
left: ./other ./usr/local/sbin/dtrace ./usr/local/share/man/man8/dtrace.8 
the link: ../../../other, its file: someone else's
uninstall: left DEST/usr/local/share/man/man8/dtrace.8: not what make install installs
uninstall without the record: exit 0
left: ./other ./usr/local/share/man/man8/dtrace.8 
