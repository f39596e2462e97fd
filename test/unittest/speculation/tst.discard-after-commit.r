committed
done

