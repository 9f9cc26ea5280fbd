// C: batch 1, M 64, N 64, K 16
extern "C" __global__ void __launch_bounds__(128) kernel(const float* __restrict__ A, const float* __restrict__ B, const float* __restrict__ bias, float* __restrict__ C) {
  // block tile 64x64x8, thread tile 8x4, 128 threads (8x4 warps), quad layout, double-buffered shared memory
  __shared__ __align__(16) float As[2][8][64];
  __shared__ __align__(16) float Bs[2][8][64];
  const int tid = threadIdx.x;
  const int warp = tid / 32, lane = tid % 32;
  const int tx = (warp % 2) * 8 + lane % 8;
  const int ty = (warp / 2) * 4 + lane / 8;
  const int m0 = blockIdx.y * 64;
  const int n0 = blockIdx.x * 64;
  float acc[8][4];
  #pragma unroll
  for (int tm = 0; tm < 8; ++tm)
  #pragma unroll
    for (int tn = 0; tn < 4; ++tn) acc[tm][tn] = 0.0f;
  float4 ra[1];
  float4 rb[1];
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 128;
    const int e_row = m0 + e / 2;
    const int e_k = (e % 2) * 4;
    ra[ld] = *reinterpret_cast<const float4*>(&A[e_row * 16 + e_k]);
  }
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 128;
    const int e_row = n0 + (e % 16) * 4;
    const int e_k = e / 16;
    rb[ld] = *reinterpret_cast<const float4*>(&B[e_k * 64 + e_row]);
  }
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 128;
    const int s_row = e / 2;
    const int s_k = (e % 2) * 4;
    As[0][s_k + 0][s_row] = ra[ld].x;
    As[0][s_k + 1][s_row] = ra[ld].y;
    As[0][s_k + 2][s_row] = ra[ld].z;
    As[0][s_k + 3][s_row] = ra[ld].w;
  }
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 128;
    const int s_row = (e % 16) * 4;
    const int s_k = e / 16;
    Bs[0][s_k][s_row + 0] = rb[ld].x;
    Bs[0][s_k][s_row + 1] = rb[ld].y;
    Bs[0][s_k][s_row + 2] = rb[ld].z;
    Bs[0][s_k][s_row + 3] = rb[ld].w;
  }
  __syncthreads();
  for (int kt = 0; kt < 2; ++kt) {
    const int buf = kt & 1;
    if (kt + 1 < 2) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 128;
        const int e_row = m0 + e / 2;
        const int e_k = (kt + 1) * 8 + (e % 2) * 4;
        ra[ld] = *reinterpret_cast<const float4*>(&A[e_row * 16 + e_k]);
      }
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 128;
        const int e_row = n0 + (e % 16) * 4;
        const int e_k = (kt + 1) * 8 + e / 16;
        rb[ld] = *reinterpret_cast<const float4*>(&B[e_k * 64 + e_row]);
      }
    }
    #pragma unroll 8
    for (int kk = 0; kk < 8; ++kk) {
      float a[8];
      float b[4];
      #pragma unroll
      for (int q = 0; q < 2; ++q) {
        const float4 v = *reinterpret_cast<const float4*>(&As[buf][kk][q * 32 + ty * 4]);
        a[q * 4 + 0] = v.x;
        a[q * 4 + 1] = v.y;
        a[q * 4 + 2] = v.z;
        a[q * 4 + 3] = v.w;
      }
      #pragma unroll
      for (int q = 0; q < 1; ++q) {
        const float4 v = *reinterpret_cast<const float4*>(&Bs[buf][kk][q * 64 + tx * 4]);
        b[q * 4 + 0] = v.x;
        b[q * 4 + 1] = v.y;
        b[q * 4 + 2] = v.z;
        b[q * 4 + 3] = v.w;
      }
      #pragma unroll
      for (int tm = 0; tm < 8; ++tm)
      #pragma unroll
        for (int tn = 0; tn < 4; ++tn) acc[tm][tn] = fmaf(a[tm], b[tn], acc[tm][tn]);
    }
    if (kt + 1 < 2) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 128;
        const int s_row = e / 2;
        const int s_k = (e % 2) * 4;
        As[buf ^ 1][s_k + 0][s_row] = ra[ld].x;
        As[buf ^ 1][s_k + 1][s_row] = ra[ld].y;
        As[buf ^ 1][s_k + 2][s_row] = ra[ld].z;
        As[buf ^ 1][s_k + 3][s_row] = ra[ld].w;
      }
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 128;
        const int s_row = (e % 16) * 4;
        const int s_k = e / 16;
        Bs[buf ^ 1][s_k][s_row + 0] = rb[ld].x;
        Bs[buf ^ 1][s_k][s_row + 1] = rb[ld].y;
        Bs[buf ^ 1][s_k][s_row + 2] = rb[ld].z;
        Bs[buf ^ 1][s_k][s_row + 3] = rb[ld].w;
      }
    }
    __syncthreads();
  }
  #pragma unroll
  for (int tm = 0; tm < 8; ++tm) {
    #pragma unroll
    for (int q = 0; q < 1; ++q) {
      const int gm = m0 + (tm) / 4 * 32 + ty * 4 + (tm) % 4;
      const int gn = n0 + q * 64 + tx * 4;
      float4 v;
      v.x = (acc[tm][q * 4 + 0] + bias[(gn + 0)]);
      v.y = (acc[tm][q * 4 + 1] + bias[(gn + 1)]);
      v.z = (acc[tm][q * 4 + 2] + bias[(gn + 2)]);
      v.w = (acc[tm][q * 4 + 3] + bias[(gn + 3)]);
      *reinterpret_cast<float4*>(&C[gm * 64 + gn]) = v;
    }
  }
}
