abc

