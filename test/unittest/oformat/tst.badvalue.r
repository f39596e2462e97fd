dtrace: failed to set -x oformat: Invalid value for specified option
exit 1
dtrace: invalid probe specifier #pragma D option oformat=yaml
BEGIN { exit(0); }: [D_PRAGMA_OPTSET] failed to set option 'oformat' to 'yaml': Invalid value for specified option
exit 1
