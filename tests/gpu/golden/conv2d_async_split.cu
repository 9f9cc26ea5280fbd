#include <cuda_pipeline.h>
// out: batch 1, M 8, N 25, K 72
extern "C" __global__ void __launch_bounds__(32) kernel(const float* __restrict__ data, const float* __restrict__ weight, const float* __restrict__ bias, float* __restrict__ out, float* __restrict__ split_partials, int* __restrict__ split_counters) {
  // block tile 8x16x8, thread tile 2x2, 32 threads (row-major), strided layout, double-buffered shared memory
  __shared__ __align__(16) float As[2][8][8];
  __shared__ __align__(16) float Bs[2][8][16];
  const int tid = threadIdx.x;
  const int tx = tid % 8;
  const int ty = tid / 8;
  const int m0 = blockIdx.y * 8;
  const int n0 = blockIdx.x * 16;
  const int ks = blockIdx.z % 2;  // this block's share of K
  const int kt0 = ks * 5;
  const int kt1 = min(kt0 + 5, 9);
  float acc[2][2];
  #pragma unroll
  for (int tm = 0; tm < 2; ++tm)
  #pragma unroll
    for (int tn = 0; tn < 2; ++tn) acc[tm][tn] = 0.0f;
  float4 ra[1];
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 32;
    if (e < 16) {
      const int e_row = m0 + e / 2;
      const int e_k = (kt0) * 8 + (e % 2) * 4;
      ra[ld] = *reinterpret_cast<const float4*>(&weight[e_row * 72 + e_k]);
    }
  }
  #pragma unroll
  for (int ld = 0; ld < 4; ++ld) {
    const int e = tid + ld * 32;
    const int s_row = e % 16;
    const int s_k = e / 16;
    const int e_row = n0 + s_row;
    const int e_k = (kt0) * 8 + s_k;
    const bool e_in = e_row < 25 && ((((((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) >= 0) && (((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) < 5)) && ((((e_row % 5) + (e_k % 3)) - 1) >= 0)) && ((((e_row % 5) + (e_k % 3)) - 1) < 5));
    __pipeline_memcpy_async(&Bs[0][s_k][s_row], e_in ? &data[(((e_row / 25) * 8 + (e_k / 9)) * 5 + ((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1)) * 5 + (((e_row % 5) + (e_k % 3)) - 1)] : data, 4, e_in ? 0 : 4);
  }
  __pipeline_commit();
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 32;
    if (e < 16) {
      const int s_row = e / 2;
      const int s_k = (e % 2) * 4;
      As[0][s_k + 0][s_row] = ra[ld].x;
      As[0][s_k + 1][s_row] = ra[ld].y;
      As[0][s_k + 2][s_row] = ra[ld].z;
      As[0][s_k + 3][s_row] = ra[ld].w;
    }
  }
  __pipeline_wait_prior(0);
  __syncthreads();
  for (int kt = kt0; kt < kt1; ++kt) {
    const int buf = (kt - kt0) & 1;
    if (kt + 1 < kt1) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 32;
        if (e < 16) {
          const int e_row = m0 + e / 2;
          const int e_k = (kt + 1) * 8 + (e % 2) * 4;
          ra[ld] = *reinterpret_cast<const float4*>(&weight[e_row * 72 + e_k]);
        }
      }
      #pragma unroll
      for (int ld = 0; ld < 4; ++ld) {
        const int e = tid + ld * 32;
        const int s_row = e % 16;
        const int s_k = e / 16;
        const int e_row = n0 + s_row;
        const int e_k = (kt + 1) * 8 + s_k;
        const bool e_in = e_row < 25 && ((((((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) >= 0) && (((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1) < 5)) && ((((e_row % 5) + (e_k % 3)) - 1) >= 0)) && ((((e_row % 5) + (e_k % 3)) - 1) < 5));
        __pipeline_memcpy_async(&Bs[buf ^ 1][s_k][s_row], e_in ? &data[(((e_row / 25) * 8 + (e_k / 9)) * 5 + ((((e_row / 5) % 5) + ((e_k / 3) % 3)) - 1)) * 5 + (((e_row % 5) + (e_k % 3)) - 1)] : data, 4, e_in ? 0 : 4);
      }
      __pipeline_commit();
    }
    #pragma unroll 8
    for (int kk = 0; kk < 8; ++kk) {
      float a[2];
      float b[2];
      #pragma unroll
      for (int tm = 0; tm < 2; ++tm) a[tm] = As[buf][kk][tm * 4 + ty];
      #pragma unroll
      for (int tn = 0; tn < 2; ++tn) b[tn] = Bs[buf][kk][tn * 8 + tx];
      #pragma unroll
      for (int tm = 0; tm < 2; ++tm)
      #pragma unroll
        for (int tn = 0; tn < 2; ++tn) acc[tm][tn] = fmaf(a[tm], b[tn], acc[tm][tn]);
    }
    if (kt + 1 < kt1) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 32;
        if (e < 16) {
          const int s_row = e / 2;
          const int s_k = (e % 2) * 4;
          As[buf ^ 1][s_k + 0][s_row] = ra[ld].x;
          As[buf ^ 1][s_k + 1][s_row] = ra[ld].y;
          As[buf ^ 1][s_k + 2][s_row] = ra[ld].z;
          As[buf ^ 1][s_k + 3][s_row] = ra[ld].w;
        }
      }
    }
    __pipeline_wait_prior(0);
    __syncthreads();
  }
  // split K: 2 blocks per output tile, 5 K slices each
  float* slab = split_partials + ((long long)blockIdx.z * 8 + m0) * 32 + n0;
  #pragma unroll
  for (int tm = 0; tm < 2; ++tm)
  #pragma unroll
    for (int tn = 0; tn < 2; ++tn) slab[(tm * 4 + ty) * 32 + tn * 8 + tx] = acc[tm][tn];
  __threadfence();  // the partial sums are visible to every block before the count
  __syncthreads();
  __shared__ int split_last;
  if (tid == 0) split_last = atomicAdd(&split_counters[(blockIdx.z / 2 * 1 + blockIdx.y) * 2 + blockIdx.x], 1) == 1;
  __syncthreads();
  if (!split_last) return;
  __threadfence();
  const float* slabs = split_partials + ((long long)(blockIdx.z - ks) * 8 + m0) * 32 + n0;
  #pragma unroll
  for (int tm = 0; tm < 2; ++tm) {
    #pragma unroll
    for (int tn = 0; tn < 2; ++tn) {
      const long long at = (tm * 4 + ty) * 32 + tn * 8 + tx;
      float sum = 0.0f;
      for (int j = 0; j < 2; ++j) sum += __ldcg(&slabs[j * 256LL + at]);
      acc[tm][tn] = sum;
    }
  }
  if (tid == 0) split_counters[(blockIdx.z / 2 * 1 + blockIdx.y) * 2 + blockIdx.x] = 0;  // ready for the next launch
  #pragma unroll
  for (int tm = 0; tm < 2; ++tm) {
    #pragma unroll
    for (int tn = 0; tn < 2; ++tn) {
      const int gm = m0 + tm * 4 + ty;
      const int gn = n0 + tn * 8 + tx;
      if (gn < 25) {
        out[(((gn / 25) * 8 + gm) * 5 + ((gn / 5) % 5)) * 5 + (gn % 5)] = (0.0f > (acc[tm][tn] + bias[gm]) ? 0.0f : (acc[tm][tn] + bias[gm]));
      }
    }
  }
}
