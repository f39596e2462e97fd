-- @@stderr --
dtrace: failed to set -b 1x: Invalid value for specified option
