5 firings

