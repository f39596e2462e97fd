dtrace: failed to set -x version: Requested version is not supported by compiler
status 1
dtrace: failed to set -x version: Version is not properly formatted or is too large
status 1
dtrace: failed to set -x version: Version is not properly formatted or is too large
status 1
ok

status 0
ok

status 0
ok

status 0
