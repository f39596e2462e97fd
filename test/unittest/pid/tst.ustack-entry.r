
              pid-calls`depth
              pid-calls`depth
              pid-calls`depth
              pid-calls`main
ucaller pid-calls`depth

dtrace exit 0
