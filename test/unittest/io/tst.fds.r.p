# The temporary directory has a random name: mask it.
sed -E 's/io-fds\.[A-Za-z0-9]{6}/io-fds.XXXXXX/g'
