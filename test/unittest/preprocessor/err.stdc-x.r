-- @@stderr --
dtrace: failed to set -x stdc: Invalid value for specified option
