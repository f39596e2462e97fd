fd 3: name known-file.txt offset 10 rdonly 1 fs ext4
fd 3: path /var/tmp/io-fds.XXXXXX/known-file.txt dir /var/tmp/io-fds.XXXXXX
fd 4: name known-file.txt offset 0 wronly 1 append 1
fd 99: <none>, fd -1: <none> 0
fd 0: fs pipefs rdonly 1 name "" path /

